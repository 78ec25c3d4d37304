# a.item() in @njit code of an array of more than one element: Numba's
# ValueError.
import numpy as np
from numba import njit


@njit
def only(a):
    return a.item()


print(only(np.array([2.5])))
print(only(np.zeros(2)))
