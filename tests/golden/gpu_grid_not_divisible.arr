# GPU: grids whose thread count is not a multiple of the data size (1-D, 2-D, 3-D) with bounds checks; every element written exactly once, none past the end.
import numpy as np
from numba import cuda


@cuda.jit
def fill_index(out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = 3 * i + 1


@cuda.jit
def count_hits(hits):
    # each in-range thread adds 1 to its own cell: a cell hit twice would show 2
    r, c = cuda.grid(2)
    if r < hits.shape[0] and c < hits.shape[1]:
        hits[r, c] += 1


@cuda.jit
def fill_3d(out):
    x, y, z = cuda.grid(3)
    if x < out.shape[0] and y < out.shape[1] and z < out.shape[2]:
        out[x, y, z] = 100 * x + 10 * y + z


n = 101
out = np.full(n + 3, -5, dtype=np.int64)
# only the first n are in range for the kernel: pass a view of a bigger array
view = out[:n]
fill_index[(n + 31) // 32, 32](view)
print(out[:5], out[n - 3:])
print("all set:", np.all(out[:n] == 3 * np.arange(n) + 1), "past the end untouched:", out[n:])

hits = np.zeros((13, 9), dtype=np.int32)
count_hits[(4, 3), (4, 4)](hits)
print(hits.sum(), hits.min(), hits.max())

cube = np.zeros((3, 5, 7), dtype=np.int32)
fill_3d[(2, 3, 2), (2, 2, 4)](cube)
print(cube[2])
print("all set:", np.sum(np.where(cube == 0, 1, 0)) == 1)
