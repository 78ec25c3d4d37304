# A passing program: jitted code and host code print.
import numpy as np
from numba import njit


@njit
def squares(n):
    out = np.empty(n, dtype=np.int64)
    for i in range(n):
        out[i] = i * i
    return out


print("hello")
print(squares(5))
