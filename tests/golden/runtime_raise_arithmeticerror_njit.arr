# Run-time error in @njit code: raise ArithmeticError("...") prints its own
# class name (not "Exception"), after the output printed before it.
import numpy as np
from numba import njit


@njit
def geometric_mean(a):
    s = 0.0
    for i in range(a.shape[0]):
        if a[i] <= 0.0:
            raise ArithmeticError("geometric mean of a non-positive value")
        s += np.log(a[i])
    return np.exp(s / a.shape[0])


print(round(geometric_mean(np.array([1.0, 4.0, 16.0])), 6))
print(round(geometric_mean(np.array([2.0, 8.0])), 6))
print(geometric_mean(np.array([3.0, 0.0, 5.0])))
print("not reached")
