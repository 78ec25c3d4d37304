# Array attributes shape, size, ndim, dtype, T and len() for 1-D to 3-D arrays, in host and @njit code.
import numpy as np
from numba import njit


@njit
def describe(a):
    return a.shape, a.size, a.ndim, len(a)


@njit
def transpose_shape(a):
    t = a.T
    return t.shape, t[0, 1], a[1, 0]


a1 = np.arange(5, dtype=np.int32)
a2 = np.zeros((3, 4), dtype=np.float32)
a3 = np.ones((2, 3, 4), dtype=np.uint8)
for_print = (a1.shape, a2.shape, a3.shape)
print(for_print)
print(a1.size, a2.size, a3.size)
print(a1.ndim, a2.ndim, a3.ndim)
print(a1.dtype, a2.dtype, a3.dtype)
print(len(a1), len(a2), len(a3))
print(describe(a1))
print(describe(a2))
print(describe(a3))
m = np.arange(6).reshape((2, 3))
print(m.T, m.T.shape)
print(transpose_shape(m))
print(np.zeros((0, 5)).shape, np.zeros((0, 5)).size)
rows, cols = a2.shape
print(rows * cols)
print(a2.shape[0], a2.shape[1], a2.shape[-1])
print(np.arange(10)[2:7].size, m[:, 1].shape, m[1].shape)
print(np.zeros(3, dtype=np.complex128).dtype, np.zeros(3, dtype=np.bool_).dtype, np.zeros(2, dtype=np.int16).dtype)
