# Ints and floats together where Python keeps each number's type: tuples
# keep them (host and @njit); a list display of both feeding NumPy or sum()
# is fine in host code; @njit unifies a list display's numbers to float64
# as Numba does; max() of an int and a float in @njit is a float.
import numpy as np
from numba import njit


@njit
def jit_mixed(x):
    a = [1, 2.5, 3]
    t = (1, 2.5)
    return a, a[0], t, max(3, x), min(1, x), sum([1, 2.5]), max([3, 2.5])


def host_mixed():
    t = (1, 2.5, True)
    weights = np.array([1, 0.5, 2])
    grid = np.array([[0, 0.5], [1, 1.5]])
    rows = [[1, 2, 3], [4.5, 5, 6]]
    return t, weights, grid, sum([1, 2.5, 3]), rows[0][2] / 2, len(rows), sum(rows[1])


print(jit_mixed(2.5))
print(jit_mixed(7.0))
print(host_mixed())
pair = (3, 0.25)
print(pair, pair[0] * 2, pair[1] * 2, max(pair[0], 1), max(pair[1], 0.5))
scores = np.zeros(4)
scores[[0, 3]] = [9.5, 7]
print(scores)
print(np.array([1, 2.5]).sum(), np.asarray([0, 1.5]).dtype, float(max(3, 2)), max(3.0, 2.5))
