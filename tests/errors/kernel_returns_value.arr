import numpy as np
from numba import cuda

@cuda.jit
def k(a):
    return a[0]

a = np.zeros(4)
k[1, 1](a)
# ERROR 6:5: a kernel cannot return a value
