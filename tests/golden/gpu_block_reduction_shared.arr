# GPU: block sums with a cuda.shared.array tree reduction (log2(32) = 5 rounds of cuda.syncthreads), partial sums reduced again by a second launch of one block.
import numpy as np
from numba import cuda, float64, int64

TPB = 32


@cuda.jit
def block_sum(x, partial):
    s = cuda.shared.array(TPB, dtype=float64)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    # every thread writes its slot, also those past the end (zero)
    if i < x.size:
        s[t] = x[i]
    else:
        s[t] = 0.0
    cuda.syncthreads()
    step = TPB // 2
    while step > 0:
        if t < step:
            s[t] += s[t + step]
        cuda.syncthreads()
        step //= 2
    if t == 0:
        partial[cuda.blockIdx.x] = s[0]


@cuda.jit
def block_max_int(x, partial):
    s = cuda.shared.array(shape=(TPB,), dtype=int64)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    s[t] = x[i] if i < x.shape[0] else -1
    cuda.syncthreads()
    step = 1
    while step < TPB:
        if t % (2 * step) == 0:
            if s[t + step] > s[t]:
                s[t] = s[t + step]
        cuda.syncthreads()
        step *= 2
    if t == 0:
        partial[cuda.blockIdx.x] = s[0]


np.random.seed(64)
n = 70
# multiples of 1/8: every partial sum is exact, so any order gives the same bits
x = np.random.randint(-800, 800, n) / 8.0
nblocks = (n + TPB - 1) // TPB
partial = np.zeros(nblocks)
block_sum[nblocks, TPB](x, partial)
print("blocks:", nblocks, "partials:", partial)
total = np.zeros(1)
block_sum[1, TPB](partial, total)
print("total:", total[0], "np.sum:", np.sum(x), total[0] == np.sum(x))

xi = np.random.randint(0, 100000, n)
pm = np.zeros(nblocks, dtype=np.int64)
block_max_int[nblocks, TPB](xi, pm)
print("block maxima:", pm)
print("max:", np.max(pm), np.max(pm) == np.max(xi))
for b in range(nblocks):
    print(b, pm[b] == np.max(xi[b * TPB:(b + 1) * TPB]))
