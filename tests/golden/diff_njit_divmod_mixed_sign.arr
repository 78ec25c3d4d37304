# divmod of an unsigned and a signed 64-bit integer in @njit code: Numba unifies uint64 and int64 to float64, so the quotient and remainder are floats, while // and % alone stay integers. Found by tests/diff.
import numpy as np
from numba import njit


@njit
def split(total, parts):
    q, r = divmod(total, parts)
    return q, r, total // parts, total % parts


@njit
def buckets(counts, width):
    out = []
    for c in counts:
        out.append(divmod(c, width))
    return out


print(split(np.uint64(7), np.int64(3)))
print(split(np.int64(-7), np.uint64(3)))
print(split(np.uint64(7), np.uint64(3)))
print(split(np.int64(-7), np.int64(3)))
print(buckets(np.array([10, 25, 31], dtype=np.uint64), np.int64(8)))
