# In @njit code an axis out of range is Numba's ValueError, whose message
# names no axis.
import numpy as np
from numba import njit


@njit
def totals(a, axis):
    return np.sum(a, axis=axis)


m = np.arange(12.0).reshape((3, 4))
print(totals(m, 0))
print(totals(m, 1))
print(totals(m, 2))
print("not reached")
