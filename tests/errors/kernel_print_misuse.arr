import numpy as np
from numba import cuda

@cuda.jit
def k(a):
    i = cuda.grid(1)
    print(a)
    print(i > 2)
    print(i, sep=", ")

a = np.zeros(4)
k[1, 4](a)
# ERROR 7:11: print() in GPU code shows integers, floats and string literals (as Numba CUDA's), not array(float64, 1d, C)
# ERROR 8:11: print() in GPU code shows integers, floats and string literals (as Numba CUDA's), not bool
# ERROR 9:5: print() in GPU code takes no keyword arguments (Numba CUDA's print has no 'sep=')
