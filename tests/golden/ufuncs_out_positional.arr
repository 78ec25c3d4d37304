# A ufunc given its out array as the last positional argument, as Numba
# programs write it: in @njit code and in host code.
import numpy as np
from numba import njit


@njit
def scale_into(a, b, out):
    np.multiply(a, b, out)
    np.add(out, 1.0, out)
    return out


a = np.array([1.0, 2.0, 3.0])
o = np.zeros(3)
print(scale_into(a, a, o), o)
d = np.empty(3)
r = np.subtract(a, 0.5, d)
print(d, r is d)
e = np.empty(3, np.int64)
np.left_shift(np.array([1, 2, 3]), 2, e)
print(e)
