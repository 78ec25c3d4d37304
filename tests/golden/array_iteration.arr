# Iterating arrays: for over a 1-D array (elements) and a 2-D array (rows), nested, in host and @njit code.
import numpy as np
from numba import njit


@njit
def row_sums(m):
    out = np.zeros(m.shape[0])
    k = 0
    for row in m:
        s = 0.0
        for v in row:
            s += v
        out[k] = s
        k += 1
    return out


@njit
def count_above(a, t):
    c = 0
    for v in a:
        if v > t:
            c += 1
    return c


m = np.arange(12.0).reshape((3, 4))
print(row_sums(m))
for row in m:
    print(row, len(row))
a = np.array([3, 8, 1, 9, 4])
print(count_above(a, 3), count_above(a, 100))
total = 0
for v in a:
    total += v
print(total)
cube = np.arange(8).reshape((2, 2, 2))
for plane in cube:
    for row in plane:
        print(row)
for x in np.linspace(0.0, 1.0, 3):
    print(x)
