# numba.pndindex: parallel loops over every index of an n-dimensional
# array (a checkerboard mask, a 3-D distance field), next to np.ndindex,
# in host code, @njit and @njit(parallel=True).
import numpy as np
from numba import njit, pndindex


@njit(parallel=True)
def checkerboard(shape, size):
    out = np.zeros(shape, dtype=np.int64)
    for idx in pndindex(shape):
        out[idx] = (idx[0] // size + idx[1] // size) % 2
    return out


@njit(parallel=True)
def distance_field(n):
    d = np.empty((n, n, n))
    c = (n - 1) / 2.0
    for idx in pndindex(d.shape):
        d[idx] = np.sqrt((idx[0] - c) ** 2 + (idx[1] - c) ** 2 + (idx[2] - c) ** 2)
    return d


@njit
def serial_sum(a):
    s = 0.0
    for idx in pndindex(a.shape):
        s += a[idx]
    return s


board = checkerboard((4, 6), 2)
print(board)
d = distance_field(3)
print(np.round(d[0], 4), d.max() == d[0, 0, 0])
print(serial_sum(d) == d.sum(), serial_sum(np.zeros((0, 3))))
print([idx for idx in pndindex(2, 2)], list(pndindex((1, 3))))
print(checkerboard((1, 1), 1), checkerboard((0, 2), 1).shape)
