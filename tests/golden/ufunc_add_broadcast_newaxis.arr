# Seed 003: add_ufunc (int64, target='cuda') and a cpu twin applied to vectors, to a column b[:, np.newaxis] against a matrix, to a row b[np.newaxis, :], b[:, None], and 3-D broadcasting.
import numpy as np
from numba import vectorize


@vectorize(['int64(int64, int64)'], target='cuda')
def add_ufunc(x, y):
    return x + y


@vectorize(['int64(int64, int64)'])
def add_cpu(x, y):
    return x + y


a = np.array([1, 2, 3, 4])
b = np.array([10, 20, 30, 40])
b_col = b[:, np.newaxis] # b as column array
c = np.arange(4*4).reshape((4,4))

print('a+b:\n', add_ufunc(a, b))
print()
print('b_col + c:\n', add_ufunc(b_col, c))
print(b_col.shape, b[np.newaxis, :].shape, b[:, None].shape)
print(np.all(add_ufunc(b_col, c) == b_col + c))

row = add_cpu(b[np.newaxis, :], c)
print(row)
outer = add_cpu(a[:, None], b)
print(outer.shape)
print(outer)
# (2, 1, 3) with (4, 1) -> (2, 4, 3)
p = np.arange(6).reshape((2, 1, 3))
q = np.arange(4).reshape((4, 1)) * 100
r = add_cpu(p, q)
print(r.shape)
print(r)
# a scalar broadcast against an array
print(add_cpu(c, 1000)[3])
print(add_ufunc(7, a))
