# a.itemset(v) in @njit code of an array of more than one element:
# Numba's ValueError.
import numpy as np
from numba import njit


@njit
def store(a, v):
    a.itemset(v)
    return a


print(store(np.zeros(1), 3.0))
print(store(np.zeros(3), 3.0))
