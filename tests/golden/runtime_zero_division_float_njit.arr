# Run-time error in @njit code: float division by zero raises ZeroDivisionError.
import numpy as np
from numba import njit


@njit
def normalize(a, total):
    out = np.zeros(a.shape[0])
    for i in range(a.shape[0]):
        out[i] = a[i] / total
    return out


a = np.array([1.0, 2.0, 5.0])
print(normalize(a, 8.0))
print(normalize(a, -0.5))
print(normalize(a, 0.0))
print("not reached")
