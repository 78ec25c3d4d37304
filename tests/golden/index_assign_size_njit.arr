# In jitted code, assigning an array of the wrong size through an index
# array is Numba's ValueError.
import numpy as np
from numba import njit


@njit
def scatter(out, idx, values):
    out[idx] = values
    return out


print(scatter(np.zeros(5), np.array([1, 3]), np.array([1.5, 2.5])))
print(scatter(np.zeros(5), np.array([1, 3]), np.array([1.5, 2.5, 3.5])))
