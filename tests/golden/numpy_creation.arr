# NumPy creation functions: zeros/ones/empty/full/arange/linspace/*_like/array with dtype=, copy, astype, reshape, ravel.
import numpy as np
from numba import njit


@njit
def jit_create(n):
    a = np.zeros(n)
    b = np.ones((2, n), dtype=np.int32)
    c = np.full(n, 2.5)
    d = np.arange(n)
    e = np.linspace(0.0, 1.0, n)
    return a, b, c, d, e


print(np.zeros(3), np.zeros((2, 2), dtype=np.int64))
print(np.ones(4, dtype=np.float32), np.ones((1, 3)))
e = np.empty(4)
e[:] = 1.25
print(e)
ei = np.empty((2, 2), dtype=np.int16)
ei[:] = 3
print(ei)
print(np.full(3, 7), np.full((2, 2), -0.5), np.full(2, 9, dtype=np.uint8))
print(np.arange(5), np.arange(2, 8), np.arange(1, 10, 3), np.arange(10, 0, -2))
print(np.arange(0.0, 1.0, 0.25), np.arange(5, dtype=np.float64), np.arange(3, dtype=np.int8))
print(np.linspace(0.0, 1.0, 5), np.linspace(-1.0, 1.0, 3), np.linspace(0, 10, 6))
base = np.arange(6).reshape((2, 3))
print(np.zeros_like(base), np.ones_like(base), np.full_like(base, 4))
fl = np.zeros_like(np.arange(3, dtype=np.float32))
print(fl, fl.dtype)
print(np.array([1, 2, 3]), np.array([1.0, 2.0]), np.array([[1, 2], [3, 4]]))
print(np.array([1, 2, 3], dtype=np.float32), np.array([0.7, 1.2, -1.9], dtype=np.int32))
print(np.array([[1.5, 2.5], [3.5, 4.5]], dtype=np.float64).dtype)
c = np.copy(base)
c[0, 0] = 100
print(base[0, 0], c[0, 0])
d = base.copy()
d[1, 2] = -1
print(base[1, 2], d[1, 2])
print(base.astype(np.float64), np.array([1.7, -1.7]).astype(np.int64))
print(np.arange(12).reshape((3, 4)), np.arange(12).reshape((2, 2, 3)).shape)
print(base.ravel(), base.T.ravel())
za, ob, fc, ar, ls = jit_create(4)
print(za, ob, fc, ar, ls)
print(ob.dtype, ar.dtype, ls.dtype)
