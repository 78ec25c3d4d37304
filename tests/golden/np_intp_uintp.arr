# np.intp and np.uintp, NumPy's index-sized integers: arrays of them index other arrays, they convert scalars and they print as int64 and uint64, in host code and @njit
import numpy as np
from numba import njit


@njit
def gather(values, idx):
    out = np.zeros(idx.shape[0], dtype=values.dtype)
    for k in range(idx.shape[0]):
        out[k] = values[idx[k]]
    return out, np.intp(idx.shape[0]), np.uintp(7)


values = np.array([10.5, -2.0, 3.25, 8.0])
idx = np.array([3, 0, 2], dtype=np.intp)
print(idx, idx.dtype)
print(gather(values, idx))
print(gather(values, np.zeros(0, dtype=np.intp)))
u = np.arange(4, dtype=np.uintp)
print(u, u.dtype, u.sum(), values[u[1]])
print(np.intp(-3), np.uintp(5) + np.uintp(2), np.intp(2.9))
