# GPU: cuda.threadfence(), threadfence_block() and threadfence_system() between a thread's store and the atomic counter that publishes it (the last block to finish sums every block's partial result); on the GPU they are membar.gl, membar.cta and membar.sys.
import numpy as np
from numba import cuda, int64


@cuda.jit
def sum_with_last_block(a, partial, counter, total):
    buf = cuda.shared.array(32, dtype=int64)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    buf[t] = a[i]
    cuda.threadfence_block()
    cuda.syncthreads()
    if t == 0:
        s = 0
        for k in range(cuda.blockDim.x):
            s += buf[k]
        partial[cuda.blockIdx.x] = s
        cuda.threadfence()
        done = cuda.atomic.add(counter, 0, 1)
        if done == cuda.gridDim.x - 1:
            cuda.threadfence_system()
            g = 0
            for b in range(cuda.gridDim.x):
                g += partial[b]
            total[0] = g


a = np.arange(128, dtype=np.int64) * 5 - 100
partial = np.zeros(4, dtype=np.int64)
counter = np.zeros(1, dtype=np.int64)
total = np.zeros(1, dtype=np.int64)
sum_with_last_block[4, 32](a, partial, counter, total)
print(partial)
print(counter[0], total[0], a.sum())
