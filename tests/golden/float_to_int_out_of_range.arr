# Converting a float outside an integer type's range is undefined in C and
# in LLVM, which folded such a conversion to poison: the program crashed
# in @njit code. arrc defines it as x86-64 does it for NumPy and Numba:
# NaN and values outside 32 or 64 bits give the smallest integer, narrower
# types truncate a 32-bit result, unsigned types go through signed ones.
import math
import numpy as np
from numba import njit

readings = np.array([300.0, -1.0, 1e10, np.nan, 1e20, -1e20, 2.0 ** 63, -129.5, 3.7])
print(readings.astype(np.int64))
print(readings.astype(np.float32).astype(np.int64))
print(np.array([300.0, -1.0, -129.5, 3.7]).astype(np.int8), readings[1:2].astype(np.uint64))


@njit
def reciprocal_floor(x):
    return 1.0 / math.floor(x)


@njit
def to_int(x):
    return int(x), np.int64(x)


print(reciprocal_floor(2.5), reciprocal_floor(6.02e23), reciprocal_floor(-1e300))
print(to_int(1e19), to_int(-3.5), to_int(math.inf))
print(reciprocal_floor(1.0 / 0.47))
