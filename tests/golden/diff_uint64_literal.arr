# np.uint64 of an integer literal above 2**63 - 1 (a 64-bit hash mask and seed), in host and @njit code. Found by tests/diff.
import numpy as np
from numba import njit


@njit
def fold(h):
    mask = np.uint64(18446744073709551615)
    return (h ^ mask) >> np.uint64(60)


top = np.uint64(18446744073709551615)
seed = np.uint64(14695981039346656037)
print(top, top // np.uint64(2), seed)
print(fold(np.uint64(12345)))
