import numpy as np
from numba import njit


@njit
def ok(h):
    return h ^ 18446744073709551615


top = np.uint64(18446744073709551615)
limit = 18446744073709551615
half = 18446744073709551615 // 2
print(top, limit, half, ok(np.uint64(5)))
# ERROR 11:9: integer literal 18446744073709551615 does not fit in int64: host code keeps Python's integers in 64 signed bits; write np.uint64(18446744073709551615)
# ERROR 12:8: integer literal 18446744073709551615 does not fit in int64
