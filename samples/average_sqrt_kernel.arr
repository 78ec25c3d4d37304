# From seed 001 "Introduction to Numba" (NASA ASTG Python course), section
# "Writing Cuda Kernels": average_sqrt_cuda_kernel, a grid-stride loop (np.sqrt
# replaced by math.sqrt: no NumPy in GPU code). Like the tutorial it writes nothing
# back, so it prints avg unchanged (0.0) and the real average for reference.
import math
import time
import numpy as np
from numba import cuda


@cuda.jit
def average_sqrt_cuda_kernel(x, avg):
    tidx = cuda.threadIdx.x # this is the unique thread ID within a 1D block
    bidx = cuda.blockIdx.x  # Similarly, this is the unique block ID within the 1D grid

    block_dimx = cuda.blockDim.x  # number of threads per block
    grid_dimx = cuda.gridDim.x    # number of blocks in the grid

    start = tidx + bidx * block_dimx
    stride = block_dimx * grid_dimx

    avg = 0.
    for i in range(start, x.shape[0], stride):
        avg += math.sqrt(x[i])
    avg = avg/x.shape[0]


np.random.seed(1000000)
M = 10000          # 1000000 in the tutorial
Mat = np.random.rand(M)
avg = 0.

threads_per_block = 128
blocks_per_grid = 30

# time_cuda2 = %timeit -o average_sqrt_cuda_kernel[blocks_per_grid, threads_per_block](Mat, avg)
start = time.perf_counter()
average_sqrt_cuda_kernel[blocks_per_grid, threads_per_block](Mat, avg)
cuda.synchronize()
time_cuda2 = time.perf_counter() - start

print("after the kernel, avg =", avg)
print("mean of sqrt:", round(np.mean(np.sqrt(Mat)), 6))
