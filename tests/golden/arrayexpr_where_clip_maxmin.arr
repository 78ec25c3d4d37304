# np.where(cond, x, y), np.clip, np.maximum and np.minimum (§6.4) with arrays and scalars, broadcasting a row and a column, in host code and @njit.
import numpy as np
from numba import njit


@njit
def relu_clip(x, hi):
    return np.minimum(np.maximum(x, 0.0), hi)


@njit
def pick(x, y):
    return np.where(x > y, x, y), np.where(x > 0, 1, -1), np.clip(x, -1.0, 1.0)


x = np.array([-2.5, -1.0, 0.0, 0.5, 3.0])
y = np.array([1.0, -2.0, 0.5, 0.5, 2.0])
g = np.arange(12).reshape((3, 4))
row = np.array([2, 5, 8, 11])
col = np.array([[3], [6], [1]])

print(np.where(x > 0, x, 0.0))
print(np.where(x > y, x, y))
print(np.where(g % 2 == 0, g, -g))
print(np.where(g > row, 1, 0))
print(np.where(g < col, g * 10, col))
print(np.clip(x, -1.0, 1.0))
print(np.clip(g, 2, 9))
print(np.maximum(x, y), np.minimum(x, y))
print(np.maximum(g, col))
print(np.minimum(g, row))
print(np.maximum(x, 0.0))
print(np.minimum(g, 5))
print(relu_clip(x, 1.5))
a, b, c = pick(x, y)
print(a)
print(b)
print(c)
print(relu_clip(np.linspace(-1.0, 3.0, 9).reshape((3, 3)), 2.0))
