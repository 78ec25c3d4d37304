# @njit(boundscheck=True) turns bounds checking on for that function alone,
# without --boundscheck: Numba's IndexError; the unchecked function beside it
# is not affected.
import numpy as np
from numba import njit


@njit(boundscheck=True)
def dot_prefix(a, b, n):
    s = 0.0
    for i in range(n):
        s += a[i] * b[i]
    return s


@njit
def first(a):
    return a[0]


x = np.arange(4.0)
y = np.ones(4)
print(dot_prefix(x, y, 4), first(x))
print(dot_prefix(x, y, 5))
print("not reached")
