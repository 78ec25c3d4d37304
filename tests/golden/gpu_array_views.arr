# Array views in kernels: a row of a matrix, slices with steps, negative
# bounds and omitted parts, a transpose, and a device function that
# returns a view. (The PTX builds their headers in local memory: it cannot
# call the runtime's arrc_array_view.)
import numpy as np
from numba import cuda


@cuda.jit(device=True)
def tail(m, i):
    return m[i, 1:]


@cuda.jit(device=True)
def weighted(v):
    s = 0.0
    for j in range(v.size):
        s += v[j] * (j + 1)
    return s


@cuda.jit
def row_stats(m, out):
    i = cuda.grid(1)
    if i < out.shape[0]:
        row = m[i]
        out[i, 0] = weighted(row)
        out[i, 1] = weighted(tail(m, i))
        out[i, 2] = weighted(row[::-2])
        out[i, 3] = weighted(m.T[i])
        out[i, 4] = weighted(m[:, -1]) + m[-1:, i].size
        s = 0.0
        for v in m[i, -3:1:-1]:
            s += v
        out[i, 5] = s


@cuda.jit
def window_sums(x, width, step, out):
    i = cuda.grid(1)
    if i < out.size:
        w = x[i:i + width:step]
        s = 0.0
        for v in w:
            s += v
        out[i] = s + w.size * 1000


m = np.arange(30.0).reshape(5, 6) * 0.5
out = np.zeros((5, 6))
row_stats[1, 8](m, out)
print(out)

x = np.linspace(-1.0, 1.0, 12)
sums = np.zeros(12)
window_sums[2, 8](x, 4, 1, sums)
print(sums)
window_sums[2, 8](x, 5, 2, sums)
print(sums)
