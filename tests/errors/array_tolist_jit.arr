# a.tolist() is host code only: Numba's arrays have no tolist.
import numpy as np
from numba import njit


@njit
def as_list(a):
    return a.tolist()  # ERROR 8:12: 'array.tolist' is only available in host code, not in jitted functions


print(as_list(np.arange(3)), np.arange(3).tolist(1))  # ERROR 11:30: array.tolist() takes 0 arguments but 1 were given
