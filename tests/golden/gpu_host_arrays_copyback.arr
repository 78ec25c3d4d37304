# GPU: host NumPy arrays passed straight to kernels are copied to the device and back after each launch (1-D, 2-D, float32, bool, a contiguous row view); read-only inputs stay unchanged.
import numpy as np
from numba import cuda


@cuda.jit
def scale_add(x, y, a):
    # y += a * x, x only read
    i = cuda.grid(1)
    if i < x.size:
        y[i] += a * x[i]


@cuda.jit
def transpose_into(src, dst):
    r, c = cuda.grid(2)
    if r < src.shape[0] and c < src.shape[1]:
        dst[c, r] = src[r, c]


@cuda.jit
def mark_multiples(flags, k):
    i = cuda.grid(1)
    if i < flags.size:
        flags[i] = i % k == 0


@cuda.jit
def halve(v):
    i = cuda.grid(1)
    if i < v.size:
        v[i] = v[i] / 2


x = np.arange(10, dtype=np.float64)
y = np.ones(10)
scale_add[1, 16](x, y, 0.5)
print(y)
scale_add[1, 16](x, y, 0.25)
print(y)
print("x unchanged:", x)

src = np.arange(12, dtype=np.int32).reshape(3, 4)
dst = np.zeros((4, 3), dtype=np.int32)
transpose_into[(1, 1), (4, 4)](src, dst)
print(dst)
print("same as .T:", np.all(dst == src.T))

flags = np.zeros(15, dtype=np.bool_)
mark_multiples[2, 8](flags, 4)
print(flags)

f = np.array([1.0, 3.0, 0.5, -8.0], dtype=np.float32)
halve[1, 4](f)
halve[1, 4](f)
print(f, f.dtype)

# a row of a 2-D array is contiguous: the kernel writes into the big array
grid = np.zeros((3, 5))
row = grid[1]
scale_add[1, 8](np.arange(5, dtype=np.float64), row, 2.0)
print(grid)
