# A tuple indexed past its end by a run-time index in @njit code raises
# Numba's IndexError ("tuple index out of range"), with or without
# --boundscheck; the caller asks for an axis the array does not have.
import numpy as np
from numba import njit


@njit
def extent(a, axis):
    if axis < 0:
        axis += a.ndim
    return a.shape[axis]


@njit
def coefficient(coeffs, i):
    return coeffs[i]


image = np.ones((480, 640))
print(extent(image, 0), extent(image, -1))
print(coefficient((0.25, 0.5, 0.25), -3), coefficient((0.25, 0.5, 0.25), 2))
print(extent(image, 2))
