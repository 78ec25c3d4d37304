# np.take in @njit code with an index out of range: Numba's IndexError.
import numpy as np
from numba import njit


@njit
def lookup(a, i):
    return np.take(a, i)


a = np.arange(6.0)
print(lookup(a, -6), lookup(a, 5))
print(lookup(a, -7))
