# diff: seed 121068 (switch f32_sinh): math.sinh of a float32 value in @njit code: arrc's result is one float32 ulp away from Numba's (which calls the C library's sinhf)
# diff: found by tests/diff/difftest.py, reduced by hand
# diff: the oracle prints:
# diff:   (-2.8502602577209473, 3.0205931663513184) (0.5210952758789062, 1.1276259422302246)
# diff: arrc:
# diff:   (-2.850260019302368, 3.0205931663513184) (0.5210952758789062, 1.1276259422302246)
import math
import numpy as np
from numba import njit


@njit
def spread(x):
    return np.float64(math.sinh(x)), np.float64(math.cosh(x))


print(spread(np.float32(-1.77)), spread(np.float32(0.5)))
