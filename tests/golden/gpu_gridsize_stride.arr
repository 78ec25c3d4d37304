# GPU: grid-stride loops with cuda.gridsize(1) and cuda.gridsize(2) over arrays much larger than the grid (SAXPY-like update, 2-D fill, strided sum with atomics).
import numpy as np
from numba import cuda


@cuda.jit
def axpy(a, x, y, out):
    start = cuda.grid(1)
    stride = cuda.gridsize(1)
    for i in range(start, x.shape[0], stride):
        out[i] = a * x[i] + y[i]


@cuda.jit
def fill_2d(m):
    x0, y0 = cuda.grid(2)
    sx, sy = cuda.gridsize(2)
    for i in range(x0, m.shape[0], sx):
        for j in range(y0, m.shape[1], sy):
            m[i, j] = i * m.shape[1] + j


@cuda.jit
def who_did_it(owner):
    # which thread (its grid index) handled each element
    start = cuda.grid(1)
    stride = cuda.gridsize(1)
    i = start
    while i < owner.size:
        owner[i] = start
        i += stride


@cuda.jit
def strided_sum(x, total):
    start = cuda.grid(1)
    stride = cuda.gridsize(1)
    acc = 0
    for i in range(start, x.size, stride):
        acc += x[i]
    cuda.atomic.add(total, 0, acc)


n = 1000
x = np.arange(n, dtype=np.int64)
y = np.ones(n, dtype=np.int64) * 7
out = np.zeros(n, dtype=np.int64)
axpy[4, 16](3, x, y, out)
print(out[:6], out[-3:], np.all(out == 3 * x + 7))

m = np.zeros((23, 17), dtype=np.int64)
fill_2d[(2, 2), (3, 2)](m)
print(m[22, -5:], np.all(m.ravel() == np.arange(23 * 17)))

owner = np.full(30, -1, dtype=np.int32)
who_did_it[2, 4](owner)
print(owner)

total = np.zeros(1, dtype=np.int64)
strided_sum[3, 8](x, total)
print("sum:", total[0], total[0] == n * (n - 1) // 2)
