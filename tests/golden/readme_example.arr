# The example of README.md: a stencil in @njit over a NumPy array, and an f-string.

import numpy as np
from numba import njit

@njit
def smooth(a):
    out = np.zeros_like(a)
    for i in range(1, a.shape[0] - 1):
        out[i] = (a[i - 1] + a[i] + a[i + 1]) / 3
    return out

a = np.array([0.0, 1.0, 4.0, 9.0, 16.0, 25.0])
print(smooth(a))
print(f"{a.sum():.1f}")
