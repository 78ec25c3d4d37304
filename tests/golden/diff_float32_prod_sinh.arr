# float32 arithmetic stays float32 where NumPy and Numba keep it there: np.prod of a float32 array multiplies in float32 (host and @njit code), and math.sinh of a float32 in @njit code is the C library's sinhf. A product of gains and a hyperbolic response, printed in full. Found by tests/diff.
import math
import numpy as np
from numba import njit


@njit
def total_gain(g):
    return np.float64(np.prod(g)), np.float64(g.prod())


@njit
def response(x):
    return np.float64(math.sinh(x)), np.float64(math.cosh(x))


np.random.seed(5)
gains = (np.random.rand(20) * 20.0 - 10.0).astype(np.float32)
print(np.prod(gains), gains.prod(), np.sum(gains))
print(total_gain(gains))
print(response(np.float32(-1.77)), response(np.float32(0.5)))
