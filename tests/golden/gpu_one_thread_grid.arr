# GPU: kernels launched on a 1-thread grid ([1, 1] and [(1,), (1,)]) doing serial work: prefix sums, a bubble sort in place, and the launch geometry seen by the thread.
import numpy as np
from numba import cuda


@cuda.jit
def prefix_sum(x, out):
    acc = 0
    for i in range(x.size):
        acc += x[i]
        out[i] = acc


@cuda.jit
def bubble_sort(a):
    n = a.shape[0]
    for i in range(n):
        for j in range(n - 1 - i):
            if a[j] > a[j + 1]:
                t = a[j]
                a[j] = a[j + 1]
                a[j + 1] = t


@cuda.jit
def geometry(info):
    info[0] = cuda.grid(1)
    info[1] = cuda.gridsize(1)
    info[2] = cuda.threadIdx.x
    info[3] = cuda.blockIdx.x
    info[4] = cuda.blockDim.x
    info[5] = cuda.gridDim.x
    info[6] = cuda.blockDim.y * cuda.blockDim.z * cuda.gridDim.y * cuda.gridDim.z


x = np.arange(1, 11, dtype=np.int64)
out = np.zeros(10, dtype=np.int64)
prefix_sum[1, 1](x, out)
print(out)

np.random.seed(1)
a = np.random.randint(0, 50, 12).astype(np.int32)
print(a)
bubble_sort[1, 1](a)
print(a, np.all(a[:-1] <= a[1:]))

f = np.random.rand(6)
d_f = cuda.to_device(f)
bubble_sort[1, 1](d_f)
fs = d_f.copy_to_host()
print(np.all(fs[1:] >= fs[:-1]), fs.sum() == f.sum(), fs[0] == f.min(), fs[5] == f.max())

info = np.full(7, -1, dtype=np.int64)
geometry[1, 1](info)
print(info)
geometry[(1,), (1,)](info)
print(info)
