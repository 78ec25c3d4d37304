# @cuda.jit(max_registers=N): the kernel's PTX says .maxnreg N (tests/ptx.sh
# checks it, and that ptxas -v holds blur, 32 registers without it, to 24;
# ptxas raises a limit under 24 to 24 for sm_90); what the kernels compute is
# unchanged. A kernel with many live values (a 3x3 stencil with weights), one
# with a signature given first, and one with max_registers=None.
import numpy as np
from numba import cuda


@cuda.jit(device=True)
def weight(di, dj):
    return 1.0 / (1 + di * di + dj * dj)


@cuda.jit(max_registers=24)
def blur(src, dst):
    i, j = cuda.grid(2)
    n, m = src.shape
    if i < n and j < m:
        total = 0.0
        norm = 0.0
        for di in range(-1, 2):
            for dj in range(-1, 2):
                y = i + di
                x = j + dj
                if 0 <= y < n and 0 <= x < m:
                    w = weight(di, dj)
                    total += w * src[y, x]
                    norm += w
        dst[i, j] = total / norm


@cuda.jit('void(int64[:], int64)', max_registers=32)
def scale(a, k):
    i = cuda.grid(1)
    if i < a.shape[0]:
        a[i] = a[i] * k + i


@cuda.jit(max_registers=None)
def negate(a):
    i = cuda.grid(1)
    if i < a.shape[0]:
        a[i] = -a[i]


src = np.arange(42, dtype=np.float64).reshape(6, 7) % 5
dst = np.zeros_like(src)
blur[(2, 2), (4, 4)](src, dst)
print(dst)

a = np.arange(10, dtype=np.int64)
scale[2, 8](a, 3)
print(a)
negate[1, 16](a)
print(a)
