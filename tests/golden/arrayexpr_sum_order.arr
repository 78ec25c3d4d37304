# Summation order of float reductions: host-code np.sum/np.mean/a.sum() are NumPy's pairwise sums (blocks of 128 with eight accumulators; axis=1 pairwise per row, axis=0 row by row), @njit np.sum is Numba's sequential loop; full-precision prints show the difference.
import numpy as np
from numba import njit


@njit
def jit_sums(a):
    return np.sum(a), a.sum(), np.mean(a)


a = np.full(10000, 0.1)
print(np.sum(a), a.sum(), np.mean(a))
print(jit_sums(a))
b = np.arange(1000) * 0.1
print(np.sum(b), np.sum(b * b), np.sum(np.sqrt(b)))
print(jit_sums(np.sqrt(b)))
c = np.full(20, 0.1)
print(np.sum(c), np.sum(c[:8]), np.sum(c[:9]), np.sum(c[::2]))
print(jit_sums(c))
m = np.full((300, 300), 0.1)
print(np.sum(m), np.mean(m))
print(np.sum(m, axis=0)[0], np.sum(m, axis=1)[0], np.mean(m, axis=0)[0], np.mean(m, axis=1)[0])
print(np.sum(m.T, axis=1)[0], np.sum(m[:, 5]))
