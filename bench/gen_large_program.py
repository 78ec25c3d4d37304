#!/usr/bin/env python3
"""Writes a large, valid arrc program (default 10,000 lines) for timing the
compiler's phases: `python3 bench/gen_large_program.py 10000 > big.arr`, then
`build/arrc -v --emit=ast big.arr -o /dev/null`. The program repeats a block
of realistic code (jitted functions, kernels, loops, f-strings, slicing) with
fresh names, so every line is different."""
import sys

BLOCK = '''\
@njit(fastmath=True)
def kernel_cpu_{n}(a, b, out):
    """Elementwise work with a reduction."""
    total = 0.0
    for i in range(a.shape[0]):
        x = a[i] * 2.5 + b[i] ** 2 - (a[i] // 3) % 7
        if x > 0.5 and not (x < -1.0 or x == 3):
            out[i] = math.sqrt(x) if x > 1e-5 else 0.0
        elif 0 <= i < 10:
            out[i] = -x
        else:
            out[i] = abs(x)
        total += out[i]
    return total, out[::-1][:10]


@cuda.jit('void(float32[:, :], float32[:, :], float32[:, :])')
def matmul_gpu_{n}(A, B, C):
    sA = cuda.shared.array(shape=(TPB, TPB), dtype=float32)
    x, y = cuda.grid(2)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    tmp = float32(0.)
    for i in range(cuda.gridDim.x):
        sA[ty, tx] = A[y, tx + i * TPB] if y < A.shape[0] else 0
        cuda.syncthreads()
        for j in range(TPB):
            tmp += sA[ty, j] * B[j, x]
        cuda.syncthreads()
    if x < C.shape[0] and y < C.shape[1]:
        C[x, y] = tmp


data_{n} = np.arange(100, dtype=np.float32).reshape((10, 10))
res_{n}, tail_{n} = kernel_cpu_{n}(data_{n}[0], data_{n}[1], np.zeros(10))
squares_{n} = [k * k for k in range(10) if k % 2 == 0]
print(f"block {n}: {{res_{n}:.3f}} {{len(squares_{n}):>4d}}", tail_{n}[:3], sep=", ")
'''

def main():
    lines = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
    out = ["import math", "import numpy as np", "from numba import njit, cuda, float32", "",
           "TPB = 16", ""]
    n = 0
    while len(out) < lines:
        out.extend(BLOCK.format(n=n).splitlines())
        n += 1
    sys.stdout.write("\n".join(out[:lines]) + "\n")

main()
