# order= of np.zeros and friends: 'C' or 'F', a constant string, in host code; Numba's allocators take the shape and the dtype only.
import numpy as np
from numba import njit


@njit
def make(n):
    return np.zeros((n, n), order="F")  # ERROR 8:12: zeros()'s order is not allowed in jitted code: Numba's zeros() takes the shape and the dtype


print(make(2), np.ones((2, 2), order="A"))  # ERROR 11:16: ones(): only 'C' or 'F' order is permitted
print(np.empty((2, 2), order=1))  # ERROR 12:7: empty()'s order must be a constant string, 'C' or 'F', not int64
print(np.full(2, 1.0, order="fortran"))  # ERROR 13:7: full(): order must be one of 'C', 'F', 'A', or 'K' (got 'fortran')
