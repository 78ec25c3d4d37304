# @njit functions that create, fill, modify in place and return arrays (and tuples of arrays) to host code.
import numpy as np
from numba import njit


@njit
def table(n):
    t = np.zeros((n, n), dtype=np.int64)
    for i in range(n):
        for j in range(n):
            t[i, j] = (i + 1) * (j + 1)
    return t


@njit
def scale_in_place(a, k):
    for i in range(a.shape[0]):
        a[i] *= k


@njit
def split_even_odd(a):
    n_even = 0
    for v in a:
        if v % 2 == 0:
            n_even += 1
    even = np.empty(n_even, dtype=a.dtype)
    odd = np.empty(a.shape[0] - n_even, dtype=a.dtype)
    ie = 0
    io = 0
    for v in a:
        if v % 2 == 0:
            even[ie] = v
            ie += 1
        else:
            odd[io] = v
            io += 1
    return even, odd


@njit
def cumulative(a):
    out = np.empty_like(a)
    s = 0.0
    for i in range(a.shape[0]):
        s += a[i]
        out[i] = s
    return out


print(table(5))
x = np.array([1.0, 2.5, -3.0])
scale_in_place(x, 2.0)
print(x)
e, o = split_even_odd(np.arange(11, dtype=np.int32))
print(e, o, e.dtype)
print(cumulative(np.array([0.1, 0.2, 0.3, 0.4])))
r = table(3)
r[0, 0] = -1
print(r)
