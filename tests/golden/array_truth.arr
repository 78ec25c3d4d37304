# The truth of an array follows NumPy: an array of one element is as true
# as that element (any number of dimensions, complex included), an empty
# one is False (NumPy warns), and a longer one is a ValueError at run time;
# in `if`, `while`, `not`, `and`/`or`, `x if a else y` and bool(), in host
# code and in @njit code (where Numba has no `not` of arrays). The program
# ends with the ValueError of `not` on a 3-element array in host code.
import numpy as np
from numba import njit


@njit
def converged(residual, limit):
    steps = 0
    r = residual.copy()
    while r > limit:
        r = r / 2.0
        steps += 1
    return steps, bool(r), 1 if r else 0


@njit
def flag(a):
    if a:
        return "set"
    return "clear"


one = np.array([2.5])
zero2d = np.zeros((1, 1))
empty = np.zeros(0)
print(not one, bool(one), not zero2d, bool(np.array([0j])), bool(np.array([1j])))
if one:
    print("one is true")
n = 0
while np.array([n < 3]):
    n += 1
print(n)
c = np.zeros(3)
print((one and c), (empty or c), "yes" if zero2d else "no")
print(bool(np.array([np.nan])), bool(np.array([True])), bool(np.array([0], dtype=np.uint8)))
print(bool(""), bool("text"), bool([0]), not [1.0])
print(converged(np.array([10.0]), 1.0))
print(flag(np.array([1])), flag(np.array([[0]])), flag(np.zeros(0, dtype=np.int64)))
print(not c)
print("not reached")
