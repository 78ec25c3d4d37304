# Slices and views (§6.4): steps, negative steps, a[1:3, ::2], rows a[i], columns a[:, j], views share data, slice assignment.
import numpy as np
from numba import njit


@njit
def zero_column(m, j):
    col = m[:, j]
    for i in range(col.shape[0]):
        col[i] = 0


@njit
def sum_view(a):
    v = a[1:-1:2]
    s = 0
    for x in v:
        s += x
    return s


a = np.arange(10)
print(a[2:5], a[:3], a[7:], a[::2], a[1::3], a[::-1], a[8:2:-2], a[-3:], a[:-7])
print(a[5:2], a[100:], a[-100:2])
m = np.arange(20).reshape((4, 5))
print(m[1:3, ::2])
print(m[::2, 1:4])
print(m[:, 0], m[2], m[-1, ::-1])
print(m[1:3][0])
print(m[::-1, ::-1])
row = m[1]
row[0] = -1
print(m[1])
v = a[2:6]
v[0] = 100
print(a)
zero_column(m, 2)
print(m)
print(sum_view(np.arange(10)))
b = np.zeros(8)
b[2:5] = 1.5
b[::3] = -1.0
b[-1:] = 9.0
print(b)
c = np.zeros((3, 4), dtype=np.int32)
c[1] = 5
c[:, 3] = 7
c[0, 1:3] = 2
print(c)
d = np.arange(6.0)
d[:] = 0.5
print(d)
e = np.zeros(5)
e[1:4] = np.array([1.0, 2.0, 3.0])
print(e)
s = m[1:3, 1:4]
print(s.shape, s.size)
t = s.T
print(t)
