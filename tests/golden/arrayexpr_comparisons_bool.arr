# Comparisons of arrays with arrays and scalars (§6.4) give bool arrays: printed, counted with np.sum, reduced with np.all/np.any, used in np.where and as 0/1 values, with broadcasting; host code and @njit.
import numpy as np
from numba import njit


@njit
def count_between(a, lo, hi):
    inside = (a >= lo) == (a <= hi)
    return np.sum(inside), inside


@njit
def equal_rows(m, row):
    return m == row


a = np.array([0.5, 1.5, -2.0, 3.0, 1.5])
b = np.array([1.0, 1.5, -3.0, 4.0, 0.0])
m = np.arange(9).reshape((3, 3))

lt = a < b
print(lt, lt.dtype, lt.shape)
print(a <= b)
print(a > 1.0)
print(a >= 1.5)
print(a == b)
print(a != b)
print(m > 4)
print(m == np.array([0, 4, 8]))
print(m[:, 0:1] < m)
print(np.sum(m > 4), np.sum(a == 1.5))
print(np.all(m >= 0), np.any(m > 8), np.all(a < b))
print(np.where(a < b, a, b))
print((m > 2) * 1)
n, inside = count_between(a, 0.0, 2.0)
print(n, inside)
print(equal_rows(m, np.array([3, 4, 6])))
e = np.zeros(0) > 1.0
print(e, e.shape, np.any(e), np.all(e))
