# Bare @vectorize and @nb.vectorize without signatures (§5.2): typed from each call site, on int64 and float64 arrays, 2-D arrays, mixed arguments and scalars.
import math
import numpy as np
import numba as nb
from numba import vectorize


@nb.vectorize
def multiply_numba(x):
    return x * 5


@vectorize
def hypot_like(x, y):
    return math.sqrt(x * x + y * y)


@vectorize
def step(x, lo):
    if x < lo:
        return lo
    return x


ints = np.arange(6)
floats = np.linspace(0.0, 1.0, 5)
m = multiply_numba(ints)
print(m.dtype, m)
m = multiply_numba(floats)
print(m.dtype, m)
m2 = multiply_numba(np.arange(6).reshape((2, 3)))
print(m2.shape, m2.dtype)
print(m2)
print(multiply_numba(2.5), multiply_numba(7))

h = hypot_like(np.array([3.0, 5.0, 8.0]), np.array([4.0, 12.0, 15.0]))
print(h.dtype, h)
h = hypot_like(np.array([3, 6, 9]), np.array([4, 8, 12]))
print(h.dtype, h)
print(hypot_like(np.array([[1.0], [2.0]]), np.array([0.0, 1.0, 2.0])))

s = step(np.array([-3, -1, 0, 2, 5]), 0)
print(s.dtype, s)
s = step(np.array([-0.5, 0.25, 1.5]), 0.0)
print(s.dtype, s)
