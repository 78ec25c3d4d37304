# Numba reshapes in jitted code only arrays it types as contiguous: a
# strided slice made there (layout A) is a typing error, in Numba's words.
import numpy as np
from numba import njit


@njit
def pairs(a):
    evens = a[::2]
    return evens.reshape((-1, 2))


@njit
def middle_columns(m):
    return m[:, 1:3].reshape(m.shape[0] * 2)


print(pairs(np.arange(8)), middle_columns(np.zeros((3, 4))))
# ERROR 10:12: reshape() supports contiguous array only
# ERROR 15:12: reshape() supports contiguous array only
