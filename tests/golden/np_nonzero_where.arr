# np.nonzero, a.nonzero(), np.where with one argument, np.argwhere,
# np.flatnonzero, np.count_nonzero (axis= in host code), np.extract and
# `x in a` (issue 15): finding the hot cells of a temperature grid, in
# host code and in @njit code, every dtype, empty and 1-element arrays.
import numpy as np
from numba import njit


@njit
def jit_find(a):
    return np.nonzero(a), a.nonzero(), np.where(a), np.argwhere(a), np.flatnonzero(a), np.count_nonzero(a)


@njit
def jit_hot(grid, limit):
    rows, cols = np.where(grid > limit)
    return rows, cols, np.extract(grid > limit, grid), np.count_nonzero(grid > limit)


@njit
def jit_has(a, x):
    return x in a, x not in a


grid = np.array([[21.5, 30.2, 19.0, 33.1], [35.0, 22.4, 31.7, 18.2], [20.0, 20.5, 36.3, 29.9]])
rows, cols = np.where(grid > 30.0)
for r, c in zip(rows, cols):
    print("hot cell", r, c, grid[r, c])
print(jit_hot(grid, 30.0))
print(np.argwhere(grid > 30.0), np.flatnonzero(grid > 30.0))
print(np.count_nonzero(grid > 30.0), np.count_nonzero(grid > 30.0, axis=0), np.count_nonzero(grid > 30.0, axis=1))
print(np.count_nonzero(grid > 30.0, axis=-1), np.count_nonzero(grid > 30.0, axis=None))
print(np.extract(grid > 30.0, grid), np.extract(np.array([1, 0, 2]), np.array([7, 8, 9, 10])))
print(30.2 in grid, 30.0 in grid, grid.__contains__(18.2), jit_has(grid, 35.0), jit_has(grid, 1.0))

base = np.array([0, 3, 0, -2, 5, 0, 0, 1])
for dt in [np.int8, np.int16, np.int32, np.int64, np.uint8, np.float32, np.float64]:
    a = base.astype(dt) if dt != np.uint8 else np.abs(base).astype(dt)
    print(dt.__name__, np.nonzero(a), np.count_nonzero(a), np.flatnonzero(a), 5 in a, -2 in a)
    print(" jit", jit_find(a))
flags = np.array([[True, False], [False, True], [True, True]])
print(np.nonzero(flags), flags.nonzero(), np.argwhere(flags), np.count_nonzero(flags, axis=0))
print(jit_find(flags))
f = np.array([0.0, -0.0, np.nan, 1e-300])
print(np.nonzero(f), np.count_nonzero(f), jit_find(f)[0])
e = np.zeros(0)
print(np.nonzero(e), np.argwhere(e), np.flatnonzero(e), np.count_nonzero(e), 1.0 in e, jit_find(e))
one = np.array([7], dtype=np.int32)
print(np.nonzero(one), np.argwhere(one), jit_find(one), 7 in one, jit_has(one, 7))
cube = np.arange(8).reshape(2, 2, 2) % 3
print(np.nonzero(cube), np.argwhere(cube), np.count_nonzero(cube, axis=2))
