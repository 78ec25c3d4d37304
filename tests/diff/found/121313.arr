# diff: seed 121313 (switch prange_unsigned_index): the index of a prange loop in an @njit(parallel=True) function is unsigned in Numba (uint64: i - np.uint64(1) wraps at i == 0); arrc makes it int64
# diff: found by tests/diff/difftest.py, reduced by hand
# diff: the oracle prints:
# diff:   5 6
# diff: arrc:
# diff:   6 6
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def lagged(a):
    total = 0
    for i in prange(a.shape[0]):
        total += np.int64(max(i, i - np.uint64(1)))
    return total


@njit
def lagged_serial(a):
    total = 0
    for i in prange(a.shape[0]):
        total += np.int64(max(i, i - np.uint64(1)))
    return total


print(lagged(np.zeros(4)), lagged_serial(np.zeros(4)))
