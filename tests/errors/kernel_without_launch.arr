import numpy as np
from numba import cuda

@cuda.jit
def fill(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] = i

a = np.zeros(10)
fill(a)
# ERROR 11:1: kernel 'fill' is called without a launch configuration
