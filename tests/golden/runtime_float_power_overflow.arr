# Run-time error in host code: a float power too large for a float raises
# OverflowError, as CPython's float_pow does (NumPy arrays and jitted code
# give inf instead).
import numpy as np
from numba import njit


@njit
def grow_jit(x, n):
    return x ** n


def grow(x, n):
    return x ** n


print(grow_jit(10.0, 400.0), np.array([10.0]) ** 400.0)
print(grow(10.0, 300.0), grow(2.0, 0.5), grow(-8.0, 3.0), grow(0.0, 0.0))
print(grow(10.0, 400.0))
print("not reached")
