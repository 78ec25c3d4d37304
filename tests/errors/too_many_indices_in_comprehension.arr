# Indexing a 1-D array with two indices inside a comprehension whose list
# waits for its element type (in a loop that reassigns the array) is one
# error, in NumPy's words, with no second one about the list (arrc crashed).
import numpy as np
from numba import njit

n = 3
c = np.zeros(2)
for l in range(n):
    d = np.array([[c[i, j] for j in range(2)] for i in range(2)])
    c = np.array([[d[i, j] + 1.0 for j in range(2)] for i in range(2)])
print(c)


@njit
def rows(a):
    return [a[i, 0] for i in range(a.shape[0])]


print(rows(np.ones(3)))
# ERROR 10:20: too many indices for array: array(float64, 1d, C) is 1-dimensional, but 2 were indexed
# ERROR 17:13: too many indices for array: array(float64, 1d, C) is 1-dimensional, but 2 were indexed
