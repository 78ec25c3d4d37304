# Run-time error in @njit(boundscheck=True) code (compiled with --boundscheck): an out-of-range index raises IndexError.
import numpy as np
from numba import njit


@njit(boundscheck=True)
def total_of_first(a, n):
    s = 0.0
    for i in range(n):
        s += a[i]
    return s


a = np.ones(4)
print(total_of_first(a, 2))
print(total_of_first(a, 4))
print(total_of_first(a, 5))
print("not reached")
