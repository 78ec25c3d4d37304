# GPU: static shared memory with halo cells and cuda.syncthreads() between rounds: an iterated 1-D 3-point stencil on one block, and each block reversing its slice.
import numpy as np
from numba import cuda, float64, int32

N = 32
NH = 34    # N plus two halo cells (Numba wants a constant shape)


@cuda.jit
def smooth(a, rounds, out):
    # one block of N threads, double-buffered in shared memory
    s = cuda.shared.array(NH, dtype=float64)
    s2 = cuda.shared.array(NH, dtype=float64)
    t = cuda.threadIdx.x
    s[t + 1] = a[t]
    if t == 0:
        s[0] = 0.0
        s[N + 1] = 0.0
        s2[0] = 0.0
        s2[N + 1] = 0.0
    cuda.syncthreads()
    for r in range(rounds):
        s2[t + 1] = (s[t] + 2.0 * s[t + 1] + s[t + 2]) * 0.25
        cuda.syncthreads()
        s[t + 1] = s2[t + 1]
        cuda.syncthreads()
    out[t] = s[t + 1]


@cuda.jit
def reverse_in_block(a, out):
    buf = cuda.shared.array(16, dtype=int32)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    buf[t] = a[i]
    cuda.syncthreads()
    out[i] = buf[cuda.blockDim.x - 1 - t]


# a spike of 2**20: every value stays a multiple of 2**-12 after 4 rounds, so exact
a = np.zeros(N)
a[N // 2] = 2.0 ** 20
a[3] = 64.0
out = np.zeros(N)
smooth[1, N](a, 4, out)
print(out[:8])
print(out[12:21])
print("sum kept:", out.sum(), a.sum())

x = np.arange(48, dtype=np.int32)
r = np.zeros(48, dtype=np.int32)
reverse_in_block[3, 16](x, r)
print(r)
