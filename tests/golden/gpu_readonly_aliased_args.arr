# A kernel that only reads x and writes y, given arrays that overlap: the
# same device array twice (scale in place), and two interleaved views of one
# array (every other element). The launch must not read x through the
# non-coherent cache (ld.global.nc) then, as y's writes would be missed;
# separate arrays may be. Each thread reads and writes only its own
# elements, so the result does not depend on the order of the threads.
import numpy as np
from numba import cuda


@cuda.jit
def scale(x, y):
    i = cuda.grid(1)
    if i < y.shape[0] and i < len(x):
        y[i] = x[i] * 2.0 + 1.0


@cuda.jit
def add_rows(a, b, out):
    i, j = cuda.grid(2)
    if i < out.shape[0] and j < out.shape[1]:
        out[i, j] = a[i, j] + b[i, j] * a.ndim


d = cuda.to_device(np.arange(10, dtype=np.float64))
scale[1, 16](d, d)
print(d.copy_to_host())
e = cuda.to_device(np.arange(12, dtype=np.float64))
scale[1, 16](e[::2], e[1::2])
print(e.copy_to_host())
f = cuda.to_device(np.arange(12, dtype=np.float64))
g = cuda.device_array(6)
scale[1, 16](f[::2], g)
print(g.copy_to_host())
m = cuda.to_device(np.arange(12, dtype=np.float32).reshape(3, 4))
add_rows[(1, 1), (4, 4)](m, m, m)
print(m.copy_to_host())
n = cuda.to_device(np.ones((3, 4), dtype=np.float32))
o = cuda.device_array((3, 4), dtype=np.float32)
add_rows[(1, 1), (4, 4)](m, n, o)
print(o.copy_to_host())
h = np.arange(5, dtype=np.float64)
scale[1, 8](h, h)
print(h)
