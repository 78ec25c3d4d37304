# Explicit signatures written with numba.types: eager compilation of
# @njit functions for the given argument types, tuples of one type
# (UniTuple) and of several (Tuple) as results, arrays as float64[:] and
# 2-D C-contiguous arrays as float64[:, ::1].
import numpy as np
from numba import njit, types


@njit(types.float64(types.float64[:]))
def mean(a):
    s = 0.0
    for x in a:
        s += x
    return s / a.shape[0] if a.shape[0] > 0 else 0.0


@njit(types.UniTuple(types.int64, 2)(types.int64, types.int64))
def floor_divmod(a, b):
    return a // b, a % b


@njit(types.Tuple((types.float64, types.int64))(types.float64[:]))
def largest(a):
    best = -np.inf
    where = -1
    for i in range(a.shape[0]):
        if a[i] > best:
            best = a[i]
            where = i
    return best, where


@njit(types.float32(types.float32[:, ::1], types.int32))
def row_sum(m, r):
    s = np.float32(0)
    for j in range(m.shape[1]):
        s += m[r, j]
    return s


@njit(types.void(types.int64[:], types.int64))
def fill_squares(out, offset):
    for i in range(out.shape[0]):
        out[i] = (i + offset) ** 2


a = np.array([2.5, -1.0, 7.25, 3.0])
print(mean(a), mean(a[:1]), mean(a[:0]))
print(floor_divmod(17, 5), floor_divmod(-17, 5), floor_divmod(17, -5))
print(largest(a), largest(a[:1]), largest(a[:0]))
m = np.arange(12, dtype=np.float32).reshape(3, 4) / np.float32(3)
print(row_sum(m, 0), row_sum(m, 2), row_sum(m, -1))
sq = np.zeros(5, dtype=np.int64)
fill_squares(sq, -2)
print(sq)
print(mean(np.linspace(0, 1, 11)), largest(np.array([1.0, 1.0, 0.5])))
