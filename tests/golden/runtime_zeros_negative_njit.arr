# Run-time error in @njit code: np.zeros with a negative size raises ValueError.
import numpy as np
from numba import njit


@njit
def buffer(n):
    return np.zeros(n, dtype=np.int32)


print(buffer(4))
print(buffer(0))
print(buffer(-1))
print("not reached")
