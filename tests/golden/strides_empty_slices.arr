# Strides of empty arrays and empty slices: NumPy gives a new array of no
# elements zero strides and an empty slice its base's stride (it starts at
# 0 with step 1); Numba multiplies the stride by the step all the same and
# gives its own new arrays C strides.
import numpy as np
from numba import njit


@njit
def jit_views(a):
    return a[::2].strides, a[:, ::3].strides, a[1:1:2].strides, a[::-1].strides


@njit
def jit_new():
    z = np.zeros((0, 5))
    b = np.zeros((6, 4))
    return z.strides, z[::2].strides, b[2:2:3].strides, b[:, 5:1:2].strides, b[2:2].strides


a = np.zeros((0, 5))
print(a.strides, a[::2].strides, a[:, ::3].strides, a[::-1].strides, a[:, ::-2].strides)
b = np.zeros((4, 0))
print(b.strides, b[::2].strides, b[:, ::3].strides, b[::2, ::2].strides)
c = np.arange(10.0)
print(c[5:2:2].strides, c[3:3].strides, c[::2][0:0].strides, c[8:2:3].strides, c[2:8:-1].strides, c[5:2:-2].strides)
d = np.zeros((3, 4, 0), dtype=np.int32)
print(d.strides, d[::2].strides, d[:, 1:1:2].strides, d[:, ::2, ::5].strides)
e = np.zeros((6, 4))
print(e[2:2:3].strides, e[:, 5:1:2].strides, e[2:2, ::2].strides, e[1:3:5].strides, e[::7].strides)
print(np.empty((0, 3), dtype=np.float32).strides, np.ones(0).strides, e[:0].copy().strides, (a + 1).strides)
print(jit_views(a), jit_views(b), jit_views(np.zeros((4, 6))))
print(jit_new())
print(e[5:2:2], e[5:2:2].shape, c[5:2:2].size)
