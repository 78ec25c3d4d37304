# Shapes and dtypes of cuda.shared.array and cuda.local.array written with
# global constants: integer expressions of them (BLOCK + 2, M + 1,
# BLOCK // 2, 2 * 2), tuples of such expressions and a tuple constant, a
# dtype given through a constant (DT = np.float32), by position and by
# keyword; the same constants as np.zeros/np.ones/np.full arguments in
# @njit and host code. A 1-D three-point stencil with a halo in shared
# memory, per-thread scratch in local memory.
import numpy as np
from numba import cuda, float64, njit

BLOCK = 4
N = 2
M = 3
DT = np.float32
SHAPE = (N, M + 1)


@cuda.jit
def stencil(a, out):
    tile = cuda.shared.array(BLOCK + 2, float64)
    half = cuda.shared.array(shape=(BLOCK // 2, 2 * 2), dtype=DT)
    acc = cuda.local.array((N, M + 1), float64)
    scratch = cuda.local.array(SHAPE, dtype=DT)
    i = cuda.grid(1)
    t = cuda.threadIdx.x
    tile[t + 1] = a[i]
    if t == 0:
        tile[0] = a[i - 1] if i > 0 else 0.0
    if t == BLOCK - 1:
        tile[BLOCK + 1] = a[i + 1] if i + 1 < a.shape[0] else 0.0
    half[t // 2, t] = t
    cuda.syncthreads()
    for r in range(N):
        for c in range(M + 1):
            acc[r, c] = r + c
            scratch[r, c] = r * c
    out[i] = tile[t] + tile[t + 1] + tile[t + 2] + acc[N - 1, M] + scratch[1, 2] + half[t // 2, t]


@njit
def buffers(n):
    return np.zeros(n, dtype=DT), np.ones((N, M * 2), DT), np.full(SHAPE, 0.5, DT)


a = np.arange(2 * BLOCK, dtype=np.float64)
out = np.zeros(2 * BLOCK)
stencil[2, BLOCK](a, out)
print(out)
z, o, f = buffers(BLOCK + 1)
print(z, z.dtype, o.shape, o.dtype, f)
print(np.full(SHAPE, 2, dtype=DT), np.zeros(BLOCK - N, DT).dtype)
