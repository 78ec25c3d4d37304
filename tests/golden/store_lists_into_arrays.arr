# A list or a tuple of numbers stored into part of an array (a[:] = [...], m[i] = (...), m[1, :] = [...], a[1:3] = [...]) in host code and in @njit code, converted as NumPy and Numba convert them; shapes that broadcast (a row into every row) too.
import numpy as np
from numba import njit


@njit
def identity_rows(n):
    m = np.zeros((n, 3))
    for i in range(n):
        m[i] = (float(i), 1.0, -1.0)
    m[0, :] = [9, 8, 7]
    return m


@njit
def fill_ends(a):
    a[:2] = [1.5, 2.5]
    a[-2:] = (7, 8)
    return a


table = np.zeros((3, 4), dtype=np.int32)
table[0] = [1, 2, 3, 4]
table[1, :] = (5, 6, 7, 8)
table[2, 1:3] = [True, False]
print(table)
grid = np.empty((2, 3))
grid[:] = [0.5, 1.5, 2.5]
print(grid)
v = np.zeros(5)
v[::2] = [1, 2, 3]
v[1:4:2] = (-1.0, -2.0)
print(v, identity_rows(3), fill_ends(np.zeros(5)))
c = np.zeros(2, dtype=np.complex128)
c[:] = [1 + 1j, 2]
print(c)
