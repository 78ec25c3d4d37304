import numpy as np
from numba import cuda

@cuda.jit
def k(a):
    a[0] = 1.0

a = np.zeros(4)
k[1.5, 4](a)
# ERROR 9:1: a launch configuration is [blocks, threads]
