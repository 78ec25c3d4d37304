# From seed 002 (Colab notebook "Numba + CUDA", Part 2 "Numba + CUDA on Google
# Colab"): maximum_5, the elementwise maximum as a @vectorize(..., target='cuda')
# ufunc, compared with the CPU ufunc maximum_4 on 32^3 and 128^3 float32 arrays.
# Prints a few values, a checksum and whether the CPU and GPU ufuncs agree.
import time
import numpy as np
from numba import jit, njit, vectorize, cuda


@vectorize(['float32(float32,float32)'])
def maximum_4(a,b):
  return max(a,b)


@vectorize(['float32(float32,float32)'],target='cuda')
def maximum_5(a,b):
  return max(a,b)


np.random.seed(5)
for n in (32, 128):          # the tutorial also tries 256
    a = np.random.rand(n,n,n).astype(np.float32)
    b = np.random.rand(n,n,n).astype(np.float32)
    c = np.zeros_like(a)

    # %timeit c = maximum_4(a,b)
    start = time.perf_counter()
    c = maximum_4(a,b)
    t_cpu = time.perf_counter() - start

    # %timeit c = maximum_5(a,b)
    start = time.perf_counter()
    c5 = maximum_5(a,b)
    t_gpu = time.perf_counter() - start

    print(n, c5.shape, c5.dtype)
    print(c5[n - 1, n - 1, -4:])
    print("checksum:", round(np.sum(c5.astype(np.float64)), 3))
    print("cpu == gpu:", np.all(c == c5))
