# A function with an explicit signature whose result variable may still be
# None: the optional value converts to the signature's result type when the
# function returns, and a None raises TypeError as in Numba ("expected
# array(float64, 1d, C), got None"), instead of handing back a null array.
import numpy as np
from numba import jit


@jit('float64(float64)', nopython=True)
def half_positive(x):
    r = None
    if x > 0:
        r = x / 2
    return r


@jit('float64[:](float64[:])', nopython=True)
def doubled_if_positive(a):
    r = None
    if a[0] > 0:
        r = a * 2
    return r


print(half_positive(3.0))
print(doubled_if_positive(np.arange(1.0, 4.0)))
print(doubled_if_positive(-np.ones(3)))
print("not reached")
