# GPU: every cuda.shared.array(0, dtype) of a kernel is the launch's one dynamic shared area (kernel[grid, block, stream, nbytes]): arrays of two dtypes over it alias each other, their length is nbytes // itemsize, and a static shared array beside them has its own memory.
import numpy as np
from numba import cuda, int32, int64, float32


@cuda.jit
def views(out, lengths):
    fixed = cuda.shared.array(4, dtype=int64)
    a = cuda.shared.array(0, dtype=int32)
    b = cuda.shared.array(0, dtype=int32)
    f = cuda.shared.array(0, dtype=float32)
    wide = cuda.shared.array(0, dtype=int64)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    a[t] = t * 10 + cuda.blockIdx.x
    if t < 4:
        fixed[t] = -1
    cuda.syncthreads()
    out[i, 0] = b[t]
    cuda.syncthreads()
    if t == 0:
        f[1] = 1.0
    cuda.syncthreads()
    out[i, 1] = a[1]
    out[i, 2] = fixed[t % 4]
    if i == 0:
        lengths[0] = len(a)
        lengths[1] = len(f)
        lengths[2] = len(wide)


out = np.zeros((16, 3), dtype=np.int64)
lengths = np.zeros(3, dtype=np.int64)
views[2, 8, 0, 8 * 4 + 4](out, lengths)
print(out)
print(lengths)
