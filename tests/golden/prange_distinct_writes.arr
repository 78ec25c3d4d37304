# prange loops that write distinct array elements (§6.5): a 1-D map, a row-per-iteration 2-D fill, a strided write, a prange with start and stop (Numba's prange takes no step other than 1), and a loop whose iterations call a @njit helper; results exact.
import numpy as np
from numba import njit, prange


@njit
def helper(i, j):
    return (i * 31 + j * 17) % 23


@njit(parallel=True)
def squares(n):
    out = np.empty(n, dtype=np.int64)
    for i in prange(n):
        out[i] = i * i
    return out


@njit(parallel=True)
def fill_table(rows, cols):
    t = np.zeros((rows, cols), dtype=np.int64)
    for i in prange(rows):
        for j in range(cols):
            t[i, j] = helper(i, j)
    return t


@njit(parallel=True)
def every_other(a):
    for i in prange(a.shape[0] // 2):
        a[2 * i] = -a[2 * i]


@njit(parallel=True)
def ranged(n):
    out = np.zeros(n)
    for i in prange(2, n):
        if i % 3 == 2:
            out[i] = i * 0.5
    return out


@njit(parallel=True)
def row_norms(m):
    out = np.empty(m.shape[0])
    for i in prange(m.shape[0]):
        s = 0.0
        for j in range(m.shape[1]):
            s += m[i, j] * m[i, j]
        out[i] = np.sqrt(s)
    return out


print(squares(12))
print(fill_table(4, 6))
v = np.arange(9.0)
every_other(v)
print(v)
print(ranged(14))
m = np.arange(12.0).reshape((4, 3))
r = row_norms(m)
for x in r:
    print(f"{x:.6f}")
big = squares(100000)
print(big[99999], np.sum(big))
