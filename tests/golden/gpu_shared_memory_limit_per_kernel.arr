# GPU: the 48 KiB shared-memory limit of a launch counts the kernel's own static shared arrays (and its device functions'), not those of every kernel of the program: two kernels of 32 KiB each, and one of 44 KiB, all launch (together they have 108 KiB).
import numpy as np
from numba import cuda, float64, int32


@cuda.jit(device=True)
def stage(a, i, t):
    buf = cuda.shared.array(4096, dtype=float64)
    buf[t] = a[i]
    cuda.syncthreads()
    return buf[(t + 1) % cuda.blockDim.x]


@cuda.jit
def rotate(a, out):
    i = cuda.grid(1)
    out[i] = stage(a, i, cuda.threadIdx.x)


@cuda.jit
def doubled(a, out):
    buf = cuda.shared.array(4096, dtype=float64)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    buf[t] = 2 * a[i]
    cuda.syncthreads()
    out[i] = buf[cuda.blockDim.x - 1 - t]


@cuda.jit
def lane_sums(a, out):
    big = cuda.shared.array(11264, dtype=int32)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    big[t] = a[i]
    cuda.syncthreads()
    out[i] = big[t] + big[(t + 1) % 32]


a = np.arange(64, dtype=np.float64)
out = np.zeros(64)
rotate[2, 32](a, out)
print(out[:8], out[-8:])
doubled[2, 32](a, out)
print(out[:8], out[-8:])
b = np.arange(32, dtype=np.int32)
c = np.zeros(32, dtype=np.int32)
lane_sums[1, 32](b, c)
print(c)
