# GPU: print() inside kernels, as Numba tutorials debug them: integers
# (signed and unsigned), string literals (with a % sign) and values read from
# arrays, from a kernel, from a device function and from thread 0 after a
# shared-memory reduction. The lines of a launch come before what the host
# prints next. The threads of a block print in turn, one per
# syncthreads() phase: the simulator runs its threads as Python threads,
# whose order between barriers varies from run to run, and a GPU's order
# within a phase is not promised either. Floats are left out, since the
# GPU prints them with %f (1.500000).
import numpy as np
from numba import cuda


@cuda.jit(device=True)
def report(tag, i, v):
    print("device", tag, i, v)


@cuda.jit
def hello(a):
    i = cuda.grid(1)
    for turn in range(cuda.blockDim.x):
        if i == turn and i < a.size:
            print("thread", i, "of", cuda.gridsize(1), "sees", a[i])
        cuda.syncthreads()


@cuda.jit
def progress(done, total):
    if cuda.grid(1) == 0:
        pct = done * 100 // total
        print("progress:", pct, "% done,", total - done, "left")


@cuda.jit
def block_total(x):
    s = cuda.shared.array(32, dtype=np.int64)
    t = cuda.threadIdx.x
    s[t] = x[t] if t < x.size else 0
    cuda.syncthreads()
    if t == 0:
        acc = 0
        for j in range(32):
            acc += s[j]
        print("block total", acc)


@cuda.jit
def via_device(a):
    i = cuda.grid(1)
    for turn in range(cuda.blockDim.x):
        if i == turn and i < a.size and a[i] % 2 == 1:
            report(7, i, a[i])
        cuda.syncthreads()


print("start")
a = np.arange(10, 15, dtype=np.int32)
hello[1, 8](a)
print("after hello")
progress[1, 1](37, 120)
block_total[1, 32](np.arange(20, dtype=np.int64))
via_device[1, 6](np.array([3, 4, 5, 6, 7, 8], dtype=np.uint32))
hello[1, 1](np.array([-2**40]))
print("end")
