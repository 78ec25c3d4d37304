# Comparing a signed with an unsigned 64-bit integer in @njit code compares the values, as Numba does: -10 >= 2**63 is False, whatever the bit patterns (hash buckets in uint64 against a signed offset). Found by tests/diff.
import numpy as np
from numba import njit


@njit
def order(a, b):
    return a >= b, a < b, a == b, a != b


@njit
def below(offsets, limit):
    count = 0
    for o in offsets:
        if o < limit:
            count += 1
    return count


half = np.uint64(1) << np.uint64(63)
print(order(np.int64(-10), half))
print(order(np.int64(-1), np.uint64(5)))
print(order(np.int64(5), np.uint64(5)))
print(below(np.array([-3, 0, 7, -9], dtype=np.int64), half))
