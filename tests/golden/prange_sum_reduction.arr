# prange sum reductions in @njit(parallel=True) (§6.5): float and int accumulators with +=, two accumulators in one loop, -= and a reduction over a 2-D array; float results printed rounded (the per-thread partial sums may combine in any order).
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def psum(a):
    s = 0.0
    for i in prange(a.shape[0]):
        s += a[i]
    return s


@njit(parallel=True)
def pcount_and_sum(n):
    total = 0
    count = 0
    for i in prange(n):
        if i % 3 == 0:
            total += i * i
            count += 1
    return total, count


@njit(parallel=True)
def pnegsum(a):
    s = 100.0
    for i in prange(len(a)):
        s -= a[i] * 0.5
    return s


@njit(parallel=True)
def psum2d(m):
    s = 0.0
    for i in prange(m.shape[0]):
        for j in range(m.shape[1]):
            s += m[i, j] * (j + 1)
    return s


@njit(parallel=True)
def psqrt_sum(a):
    acc = 0.0
    for i in prange(a.size):
        acc += np.sqrt(a[i])
    return acc


a = np.arange(1, 10001) * 0.001
print(f"{psum(a):.6f}")
print(f"{psum(np.zeros(0)):.6f}")
print(f"{psum(np.array([2.5])):.6f}")
t, c = pcount_and_sum(1000)
print(t, c)
print(pcount_and_sum(0))
print(f"{pnegsum(np.arange(100.0)):.6f}")
m = np.arange(300.0).reshape((100, 3))
print(f"{psum2d(m):.6f}")
print(f"{psqrt_sum(np.arange(10000.0)):.4f}")
