# Integer ** and round() in GPU code (a kernel and a target='cuda' ufunc): arrc's PTX must not call host runtime functions (ptxas must accept it, the program must print the same on the GPU and the CPU). Found by tests/diff.
import numpy as np
from numba import cuda, vectorize


@cuda.jit
def squares(n, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = n[i] ** 2 + round(n[i] * 0.4)


@vectorize(['int64(int64)'], target='cuda')
def cube(x):
    return x ** 3


n = np.arange(7)
out = np.zeros(7, dtype=np.int64)
squares[2, 4](n, out)
print(out)
print(cube(n))
