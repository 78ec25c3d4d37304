# np.zeros, np.ones, np.empty and np.full with order="F" in host code: Fortran-order arrays (strides, flags, views, reshape and ravel read them in C order as NumPy does), passed to @njit code; order="C" and one-dimensional arrays are C order.
import numpy as np
from numba import njit


@njit
def colsum(a):
    s = np.zeros(a.shape[1])
    for j in range(a.shape[1]):
        for i in range(a.shape[0]):
            s[j] += a[i, j]
    return s


a = np.zeros((2, 3), order="F")
b = np.empty((3, 2), dtype=np.int32, order="C")
c = np.ones((2, 2), order="F")
d = np.full((3, 4), 2.5, np.float32, "F")
a[0, 1] = 5
d[2, :] = np.arange(4)
print(a, a.flags.f_contiguous, a.flags.c_contiguous, c.strides, b.shape)
print(d, d.strides, d.T.flags.c_contiguous, colsum(d), d.sum(axis=0))
e = np.zeros((2, 3, 4), dtype=np.int8, order="F")
e[1, 2, 3] = 7
print(e.strides, e.ravel()[-1], e.reshape(6, 4)[5])
print(np.zeros(3, order="F").strides, np.ones((0, 2), order="F").shape)
lower = np.empty((3, 2), dtype="d", order="f")
lower[:] = 1.0
print(lower.strides, np.zeros((2, 2), order="c").strides, lower.sum())
