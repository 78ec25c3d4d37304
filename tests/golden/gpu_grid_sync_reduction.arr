# GPU: cooperative groups. cuda.cg.this_grid() and grid.sync() make a
# kernel's launch cooperative: every block of the grid is resident, and no
# thread passes grid.sync() before all threads of the grid reach it. A
# two-phase sum (each block reduces its part in shared memory, then the last
# block adds the blocks' partial sums) and a two-phase scan (each block
# offsets its elements by the sums of the blocks before it). Numba's
# simulator runs the blocks one after another, which gives the same results
# here: phase two of a block reads only what earlier blocks wrote. Sizes not
# divisible by the block size, a device function that syncs the grid, and a
# 1-element grid.
import numpy as np
from numba import cuda

TPB = 32


@cuda.jit
def two_phase_sum(x, partial, total):
    grid = cuda.cg.this_grid()
    cache = cuda.shared.array(TPB, dtype=np.float64)
    i = cuda.grid(1)
    t = cuda.threadIdx.x
    cache[t] = x[i] if i < x.size else 0.0
    cuda.syncthreads()
    step = TPB // 2
    while step > 0:
        if t < step:
            cache[t] += cache[t + step]
        cuda.syncthreads()
        step //= 2
    if t == 0:
        partial[cuda.blockIdx.x] = cache[0]
    grid.sync()
    if cuda.blockIdx.x == cuda.gridDim.x - 1 and t == 0:
        s = 0.0
        for b in range(cuda.gridDim.x):
            s += partial[b]
        total[0] = s


@cuda.jit(device=True)
def wait_for_all_blocks():
    cuda.cg.this_grid().sync()


@cuda.jit
def block_scan(x, sums, out):
    i = cuda.grid(1)
    b = cuda.blockIdx.x
    if cuda.threadIdx.x == 0:
        s = 0
        for j in range(b * cuda.blockDim.x, min((b + 1) * cuda.blockDim.x, x.size)):
            s += x[j]
        sums[b] = s
    wait_for_all_blocks()
    if i < x.size:
        offset = 0
        for c in range(b):
            offset += sums[c]
        acc = offset
        for j in range(b * cuda.blockDim.x, i + 1):
            acc += x[j]
        out[i] = acc


@cuda.jit
def count_then_stamp(counter, stamps):
    g = cuda.cg.this_grid()
    cuda.atomic.add(counter, 0, 1)
    g.sync()
    i = cuda.grid(1)
    stamps[i] = counter[0]


for n in (1, 31, 100, 257):
    x = np.arange(n, dtype=np.float64) * 0.5 + 1.0
    blocks = (n + TPB - 1) // TPB
    partial = np.zeros(blocks)
    total = np.zeros(1)
    two_phase_sum[blocks, TPB](x, partial, total)
    print(n, blocks, total[0], x.sum(), partial)

v = np.arange(1, 71, dtype=np.int64) % 7
sums = np.zeros(3, dtype=np.int64)
out = np.zeros(70, dtype=np.int64)
block_scan[3, 24](v, sums, out)
print(sums, np.array_equal(out, np.cumsum(v)))
print(out[::10])

counter = np.zeros(1, dtype=np.int32)
stamps = np.zeros(12, dtype=np.int32)
count_then_stamp[1, 12](counter, stamps)
print(counter[0], stamps)

one = np.zeros(1, dtype=np.int32)
stamp = np.zeros(1, dtype=np.int32)
count_then_stamp[1, 1](one, stamp)
print(one[0], stamp[0])
