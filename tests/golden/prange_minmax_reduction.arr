# prange min/max reductions (§6.5): m = min(m, x) and m = max(m, x) over floats and ints, both in one loop, starting from an array element or from inf; exact results, whatever the thread count.
import math
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def pmin(a):
    m = a[0]
    for i in prange(a.shape[0]):
        m = min(m, a[i])
    return m


@njit(parallel=True)
def pmax(a):
    m = -math.inf
    for i in prange(a.shape[0]):
        m = max(m, a[i])
    return m


@njit(parallel=True)
def prange_of(a):
    lo = np.inf
    hi = -np.inf
    for i in prange(len(a)):
        lo = min(lo, a[i])
        hi = max(hi, a[i])
    return lo, hi


@njit(parallel=True)
def pmax_int(n):
    best = 0
    for i in prange(n):
        best = max(best, (i * 7919) % 1009)
    return best


@njit(parallel=True)
def pmin_int(n):
    best = n * n
    for i in prange(1, n):
        best = min(best, (i * 37 + 11) % 101)
    return best


np.random.seed(42)
a = np.random.rand(5000)
print(pmin(a) == np.min(a), pmax(a) == np.max(a))
print(f"{pmin(a):.10f} {pmax(a):.10f}")
lo, hi = prange_of(a * 10.0 - 5.0)
print(f"{lo:.10f} {hi:.10f}")
print(prange_of(np.array([3.0, -1.5, 2.0])))
print(pmax(np.array([-7.0])))
print(pmax_int(2000), pmin_int(500))
