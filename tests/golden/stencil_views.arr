# Stencil kernels that call jitted functions, math and global constants;
# one-sided and shifted neighborhoods (((1, 2),), ((-3, -1),)) with and
# without cval; strided, transposed and reversed views as input; a lookup
# table read with standard indexing; two stencils of one def with
# different options, made by numba.stencil's call form.
import numpy as np
from numba import stencil, njit
import math
import numba

SCALE = 3.0


@njit
def clip(x, lo, hi):
    return min(max(x, lo), hi)


@stencil
def clipped(a):
    return clip(a[0, -1] * SCALE + math.sqrt(abs(a[1, 1])), -5.0, 40.0)


@stencil(neighborhood=((1, 2),))
def ahead(a):
    return a[1] + a[2]


@stencil(neighborhood=((-3, -1),), cval=9)
def behind(a):
    return a[-3] - a[-1]


@stencil(neighborhood=((1, 2),), cval=-1.0)
def ahead_cval(a):
    return a[1] * a[2]


@stencil(standard_indexing=("table",))
def lookup(a, table):
    return table[int(a[0]) % 3] + a[1]


@njit(parallel=True)
def par_clip(a):
    return clipped(a)


x = np.arange(30.0).reshape(5, 6)
print(np.round(clipped(x), 4))
print(np.round(clipped(x[:, ::2]), 4))
print(np.round(clipped(x.T), 4))
print(np.round(par_clip(x[::-1]), 4))
v = np.arange(8)
print(ahead(v), behind(v), ahead_cval(v))
print(ahead(v[:2]), behind(v[:3]), ahead_cval(v[:1]))
o = np.full(8, 5)
ahead_cval(v, out=o)
print(o)
print(lookup(np.arange(6.0), np.array([10.0, 20.0, 30.0, 40.0, 50.0, 60.0, 70.0])))


def pair(a, b):
    return a[0] * b[0] + a[1]


plain = numba.stencil(pair)
weights_fixed = numba.stencil(standard_indexing=("b",))(pair)
print(plain(np.arange(5.0), np.arange(5.0)))
print(weights_fixed(np.arange(5.0), np.array([2.0])))
