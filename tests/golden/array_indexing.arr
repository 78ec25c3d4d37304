# Array element access: a[i], negative indices, a[i, j], a[i][j], 3-D indexing, element assignment, in host and @njit.
import numpy as np
from numba import njit


@njit
def trace(m):
    t = 0
    for i in range(m.shape[0]):
        t += m[i, i]
    return t


@njit
def set_border(m, v):
    rows, cols = m.shape
    for j in range(cols):
        m[0, j] = v
        m[rows - 1, j] = v
    for i in range(rows):
        m[i, 0] = v
        m[i][cols - 1] = v


a = np.arange(10, 20)
print(a[0], a[3], a[-1], a[-10], a[9])
a[2] = 99
a[-2] = -5
print(a)
m = np.arange(16).reshape((4, 4))
print(m[1, 2], m[1][2], m[-1, -1], m[-4, 0], m[3][-2])
print(trace(m))
z = np.zeros((4, 5), dtype=np.int32)
set_border(z, 7)
print(z)
c = np.arange(24).reshape((2, 3, 4))
print(c[1, 2, 3], c[0, -1, 0], c[-1][1][2])
c[1, 1, 1] = 1000
print(c[1])
f = np.zeros(3)
i = 1
f[i + 1] = 2.5
f[i] += 1.0
f[0] -= 3.0
print(f)
b = np.array([True, False, True])
b[1] = True
print(b, b[0])
