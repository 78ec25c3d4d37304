# Seed 002 "Introducing Numba": elementwise maximum of two 3-D arrays with loops, plain and @jit(nopython=True).
import numpy as np
from numba import jit


def maximum_1(a, b, c):
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            for k in range(a.shape[2]):
                c[i, j, k] = max(a[i, j, k], b[i, j, k])
    return c


@jit(nopython=True)
def maximum_3(a, b, c):
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            for k in range(a.shape[2]):
                c[i, j, k] = max(a[i, j, k], b[i, j, k])
    return c


a = np.zeros((3, 3, 4), dtype=np.float32)
b = np.zeros((3, 3, 4), dtype=np.float32)
for i in range(3):
    for j in range(3):
        for k in range(4):
            a[i, j, k] = (i * 7 + j * 3 + k) % 5 * 0.25
            b[i, j, k] = (i + j * 5 + k * 2) % 4 * 0.3
c1 = maximum_1(a, b, np.zeros_like(a))
c3 = maximum_3(a, b, np.zeros_like(a))
print(c1)
print(c3.dtype, c3.shape)
same = True
for i in range(3):
    for j in range(3):
        for k in range(4):
            if c1[i, j, k] != c3[i, j, k]:
                same = False
print("same:", same)
print(c3[1, 2])
