# diff: seed 120128 (switch narrow_minmax): np.minimum and np.maximum of int8..uint32 (and bool) arrays give int64/uint64 arrays in arrc (host and @njit); NumPy and Numba keep the dtype, so later arithmetic wraps differently
# diff: found by tests/diff/difftest.py, reduced by hand
# diff: the oracle prints:
# diff:   int16 int16 int16 int16
# diff:   float32 float32
# diff:   [-56 -56]
# diff:   [-27536 -27536 -27536]
# diff: arrc:
# diff:   int64 int64 int64 int64
# diff:   float32 float32
# diff:   [200 200]
# diff:   [38000 38000 38000]
import numpy as np
from numba import njit


@njit
def jm(a, b):
    return np.minimum(a, b), np.maximum(a, b)


a = np.full(3, 19, dtype=np.int16)
b = np.arange(3, dtype=np.int16)
lo, hi = jm(a, b)
print(np.minimum(a, b).dtype, np.maximum(a, b).dtype, lo.dtype, hi.dtype)
c = np.full(3, 19, dtype=np.float32)
lo, hi = jm(c, c)
print(np.minimum(c, c).dtype, lo.dtype)
small = np.full(2, 100, dtype=np.int8)
print(np.maximum(small, small) + small)
print(np.minimum(a, a) * np.int16(2000))
