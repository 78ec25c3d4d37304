import numpy as np
from numba import jit, njit

@jit('float64(float64)', nopython=True)
def half(x):
    if x > 0:
        return x / 2

@njit('float64[:](float64[:])')
def doubled(a):
    if a[0] > 0:
        return a * 2
    return

@njit('int64(int64)')
def nothing(n):
    return None

print(half(1.0), doubled(np.ones(2)), nothing(1))
# ERROR 5:1: 'half' can reach the end of its body and return None, which does not convert to float64, the result type in its signature
# ERROR 13:5: 'doubled' returns None here, which does not convert to array(float64, 1d, A), the result type in its signature
# ERROR 16:1: 'nothing' returns none, which does not convert to int64, the result type in its signature
