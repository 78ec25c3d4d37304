# `not` of an array does not type in Numba's jitted code, and GPU code has
# no run-time check for the truth of an array (host and @njit code have it).
import numpy as np
from numba import cuda, njit


@njit
def empty(a):
    return not a


@cuda.jit
def mark(a, out):
    i = cuda.grid(1)
    if a:
        out[i] = 1
    out[i] += bool(a)


out = np.zeros(4)
mark[1, 4](np.ones(1), out)
print(empty(np.zeros(3)), out)
# ERROR 9:12: 'not' of an array is not supported in jitted code
# ERROR 15:5: the truth value of an array is not available in GPU code
# ERROR 17:15: the truth value of an array is not available in GPU code
