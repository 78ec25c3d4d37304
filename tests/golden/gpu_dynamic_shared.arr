# GPU: dynamic shared memory (cuda.shared.array(0, dtype) sized by the 4th launch parameter, kernel[grid, block, stream, nbytes]) used to reverse each block's slice.
import numpy as np
from numba import cuda, int64


@cuda.jit
def reverse_blocks(a, out):
    buf = cuda.shared.array(0, dtype=int64)
    t = cuda.threadIdx.x
    n = cuda.blockDim.x
    i = cuda.grid(1)
    buf[t] = a[i]
    cuda.syncthreads()
    out[i] = buf[n - 1 - t]


a = np.arange(24, dtype=np.int64) * 3
out = np.zeros(24, dtype=np.int64)
stream = cuda.stream()
reverse_blocks[3, 8, stream, 8 * 8](a, out)
stream.synchronize()
print(out)
out2 = np.zeros(24, dtype=np.int64)
reverse_blocks[2, 12, 0, 12 * 8](a, out2)
print(out2)
