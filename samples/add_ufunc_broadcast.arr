# From seed 003 "CuPy and Numba on the GPU", section "Making new ufuncs for the
# GPU": add_ufunc, @vectorize(['int64(int64, int64)'], target='cuda'), applied to
# two vectors and, with broadcasting, to a column vector and a 4x4 matrix.
# Prints a+b and b_col + c exactly as the tutorial shows them.
import time
import numpy as np
from numba import vectorize


@vectorize(['int64(int64, int64)'], target='cuda')
def add_ufunc(x, y):
    return x + y


a = np.array([1, 2, 3, 4])
b = np.array([10, 20, 30, 40])
b_col = b[:, np.newaxis] # b as column array
c = np.arange(4*4).reshape((4,4))

print('a+b:\n', add_ufunc(a, b))
print()
print('b_col + c:\n', add_ufunc(b_col, c))

# %timeit np.add(b_col, c)   # NumPy on CPU
# %timeit add_ufunc(b_col, c) # Numba on GPU
start = time.perf_counter()
d = add_ufunc(b_col, c)
elapsed = time.perf_counter() - start
print(np.all(d == b_col + c))
