# np.array of (nested) list comprehensions inside loops, where the
# comprehension reads an array that the loop reassigns, so its element type
# is only known after the loop's back edge is typed (this crashed arrc):
# a 2-D relaxation in host code and a 1-D smoothing in @njit code.
import numpy as np
from numba import njit


@njit
def smooth(values, rounds):
    v = values.copy()
    for r in range(rounds):
        w = np.array([v[i] for i in range(v.shape[0])])
        v = np.array([(w[max(i - 1, 0)] + w[i] + w[min(i + 1, w.shape[0] - 1)]) / 3.0
                      for i in range(w.shape[0])])
    return v


n = 3
c = np.zeros((2, 2))
for step in range(n):
    d = np.array([[c[i, j] for j in range(2)] for i in range(2)])
    c = np.array([[d[i, j] + 1.0 for j in range(2)] for i in range(2)])
print(c)

grid = np.arange(9.0).reshape(3, 3)
for sweep in range(2):
    rows = np.array([[grid[i, j] * 0.5 + (1.0 if i == j else 0.0) for j in range(3)] for i in range(3)])
    grid = np.array([[rows[j, i] for j in range(3)] for i in range(3)])
print(grid)
print(grid.sum(), grid.dtype)

print(smooth(np.array([0.0, 3.0, 0.0, 6.0, 0.0]), 2))
