import numpy as np
from numba import cuda

@cuda.jit
def k(a):
    i = cuda.grid(1)
    print(i, end="")
    b = np.zeros(3)
    a[i] = b[0]

a = np.zeros(4)
k[1, 4](a)
# ERROR 7:5: print() in GPU code takes no keyword arguments
# ERROR 8:9: 'np.zeros' is not available in GPU code
