# In @njit the same mistake raises Numba's ValueError.
import numpy as np
from numba import njit


@njit
def joined(a, b):
    return np.concatenate((a, b), axis=1)


print(joined(np.ones((2, 2)), np.ones((2, 1))).shape)
print(joined(np.ones((2, 2)), np.ones((3, 1))))
print("not reached")
