# From seed 002 (Colab notebook "Numba + CUDA", Part 1 "Introducing Numba"):
# the elementwise maximum of two 32x32x32 float32 arrays four ways: loops
# (maximum_1), np.maximum (maximum_2), @jit(nopython=True) (maximum_3), and a CPU
# @vectorize ufunc (maximum_4). Prints a few values, a checksum and agreement checks.
import time
import numpy as np
from numba import jit, njit, vectorize, cuda


def maximum_1(a,b,c):
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            for k in range(a.shape[2]):
                c[i,j,k] = max(a[i,j,k],b[i,j,k])
    return c


def maximum_2(a,b,c):
    c = np.maximum(a,b)
    return c


@jit(nopython=True)
def maximum_3(a,b,c):
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            for k in range(a.shape[2]):
                c[i,j,k] = max(a[i,j,k],b[i,j,k])
    return c


@vectorize(['float32(float32,float32)'])
def maximum_4(a,b):
  return max(a,b)


np.random.seed(32)
# Initializing the random vectors to compute the maximum
a = np.random.rand(32,32,32).astype(np.float32)
b = np.random.rand(32,32,32).astype(np.float32)
c = np.zeros_like(a)

# %timeit maximum_1(a,b,c)
start = time.perf_counter()
c1 = maximum_1(a,b,c)
t1 = time.perf_counter() - start

# %timeit maximum_2(a,b,c)
c2 = maximum_2(a,b,c)

# %timeit maximum_3(a,b,c)
c3 = maximum_3(a,b,np.zeros_like(a))

# %timeit c = maximum_4(a,b)
c4 = maximum_4(a,b)

print(a[0, 0, :4])
print(b[0, 0, :4])
print(c4[0, 0, :4])
print(c4.dtype, c4.shape)
print("checksum:", round(np.sum(c4.astype(np.float64)), 4))
print("min:", np.min(c4), "max:", np.max(c4))
print("1 == 2:", np.all(c1 == c2), " 2 == 3:", np.all(c2 == c3), " 3 == 4:", np.all(c3 == c4))
