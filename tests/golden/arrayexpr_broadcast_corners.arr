# Broadcasting corners (§6.4): scalars against arrays, size-1 axes on either side ((3, 1) with (1, 4), (1, 3) with (3, 3)), 1-element arrays, and empty arrays of shape (0,) and (0, 3) in operations and reductions.
import numpy as np
from numba import njit


@njit
def outer_sum(c, r):
    return c + r


@njit
def empty_ops(e):
    return e * 2.0 + 1.0, np.sum(e)


c = np.array([[1.0], [2.0], [3.0]])
r = np.array([[10.0, 20.0, 30.0, 40.0]])
print(c.shape, r.shape, (c + r).shape)
print(c + r)
print(outer_sum(c, r))
print(r - c)
m = np.arange(9.0).reshape((3, 3))
one_row = np.array([[100.0, 200.0, 300.0]])
print(m + one_row)
print(m * np.array([2.0]))
print(np.array([5.0]) - np.array([1.0, 2.0, 3.0]))
print(m + np.array([[0.5]]))
x = np.arange(4.0)
print(x[:, np.newaxis] * x[np.newaxis, :])
print(7.0 - x, 2 * x, x / 2)

e = np.zeros(0)
print(e, e.shape, e + 1.0, np.sum(e), e.size)
f = np.ones((0, 3))
print(f, f.shape, (f * 2.0).shape, (f + np.arange(3.0)).shape)
print(np.sum(f, axis=0), np.sum(f, axis=1), np.sum(f, axis=1).shape)
g, total = empty_ops(e)
print(g, g.shape, total)
g, total = empty_ops(np.arange(3.0))
print(g, total)
print(np.arange(0) * 3, np.maximum(e, 1.0), np.sqrt(e))
