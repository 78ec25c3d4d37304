# Run-time error in @njit code: raise ValueError("...") inside a loop ends the program with the message.
import numpy as np
from numba import njit


@njit
def check_all_positive(a):
    for i in range(a.shape[0]):
        if a[i] <= 0:
            raise ValueError("array has a non-positive entry")
    return a.shape[0]


print(check_all_positive(np.array([1, 2, 3])))
print(check_all_positive(np.array([5])))
print(check_all_positive(np.array([4, 0, 2])))
print("not reached")
