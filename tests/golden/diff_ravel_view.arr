# a.ravel() of a C-contiguous array is a view, in host and @njit code, as in NumPy and Numba: writing through the flat view changes the grid (a flat-index fill of a 2-D grid); a non-contiguous array's ravel is a copy. Found by tests/diff.
import numpy as np
from numba import njit


@njit
def mark_diagonal(grid):
    flat = grid.ravel()
    n = grid.shape[1]
    for i in range(min(grid.shape[0], n)):
        flat[i * n + i] = -1
    return grid


grid = np.zeros((3, 4), dtype=np.int64)
flat = grid.ravel()
flat[::5] = 7
print(grid)
print(mark_diagonal(np.arange(12).reshape((3, 4))))
cols = np.arange(12).reshape((3, 4))[:, ::2]
copy = cols.ravel()
copy[0] = 99
print(cols)
print(copy)
