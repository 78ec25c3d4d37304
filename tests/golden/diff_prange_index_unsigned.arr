# In an @njit(parallel=True) function Numba makes the index of a prange loop that starts at 0 unsigned (uint64), so mixing it with unsigned values wraps at 0 (i - np.uint64(1) is 2**64 - 1); in a plain @njit function prange is range and the index is int64. A lagged sum over samples. Found by tests/diff.
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


samples = np.zeros(4)
print(lagged(samples), lagged_serial(samples))
