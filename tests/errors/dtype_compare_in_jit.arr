# Numba 0.56 has no == between a dtype and a scalar type in jitted code
# (eq(dtype(float64), class(float64)) has no implementation); host code
# compares them.
import numpy as np
from numba import njit


@njit
def is_double(x):
    return x.dtype == np.float64


print(is_double(np.zeros(2)))
# ERROR 10:12: Numba cannot compare dtype(float64) with class(float64) in jitted code; compare them in host code
