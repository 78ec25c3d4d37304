# diff: seed 403 (switch ravel_views): a.ravel() of a C-contiguous array is a copy in arrc (host and @njit); NumPy and Numba return a view, so writes through it change the array
# diff: found by tests/diff/difftest.py, reduced by hand
# diff: the oracle prints:
# diff:   [[42  1  2]
# diff:    [ 3  4  5]]
# diff:   [[ 0 99  2]
# diff:    [ 3  4  5]]
# diff: arrc:
# diff:   [[0 1 2]
# diff:    [3 4 5]]
# diff:   [[0 1 2]
# diff:    [3 4 5]]
import numpy as np
from numba import njit


@njit
def mark(a):
    flat = a.ravel()
    flat[1] = 99
    return a


grid = np.arange(6).reshape((2, 3))
flat = grid.ravel()
flat[0] = 42
print(grid)
print(mark(np.arange(6).reshape((2, 3))))
