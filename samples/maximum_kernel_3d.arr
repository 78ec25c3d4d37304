# From seed 002 (Colab notebook "Numba + CUDA", Part 3 "Writing Cuda Kernels"):
# maximum_6, a @cuda.jit kernel on a 3-D grid of 3-D blocks (8x8x8 threads) that
# computes the elementwise maximum of device arrays of shape 16x16x16.
# Prints a few values, a checksum and a comparison with np.maximum.
import time
import numpy as np
from numba import jit, njit, vectorize, cuda


@cuda.jit
def maximum_6(a, b, c):
    tidx = cuda.threadIdx.x 
    bidx = cuda.blockIdx.x  
    tidy = cuda.threadIdx.y 
    bidy = cuda.blockIdx.y  
    tidz = cuda.threadIdx.z 
    bidz = cuda.blockIdx.z  


    block_dimx = cuda.blockDim.x  # number of threads per block
    grid_dimx = cuda.gridDim.x    # number of blocks in the grid
    block_dimy = cuda.blockDim.y  # number of threads per block
    grid_dimy = cuda.gridDim.y    # number of blocks in the grid
    block_dimz = cuda.blockDim.z  # number of threads per block
    grid_dimz = cuda.gridDim.z    # number of blocks in the grid

    idx = block_dimx*bidx + tidx
    idy = block_dimy*bidy + tidy
    idz = block_dimz*bidz + tidz
    c[idx,idy,idz] = max(a[idx,idy,idz],b[idx,idy,idz])


np.random.seed(6)
# 256 x 256 x 256 with (32, 32, 32) blocks in the tutorial
a = np.random.rand(16,16,16).astype(np.float32)
b = np.random.rand(16,16,16).astype(np.float32)
c = np.zeros_like(a)

threads_per_block = (8, 8, 8)
blocks_per_grid = (2, 2, 2)
a_device = cuda.to_device(a)
b_device = cuda.to_device(b)
c_device = cuda.to_device(c)
# Note, the indexing should account for total number of elements
# %timeit maximum_6[blocks_per_grid, threads_per_block](a_device, b_device, c_device)
start = time.perf_counter()
maximum_6[blocks_per_grid, threads_per_block](a_device, b_device, c_device)
cuda.synchronize()
elapsed = time.perf_counter() - start
c_device = c_device.copy_to_host()

print(c_device.shape, c_device.dtype)
print(c_device[15, 15, -4:])
print("checksum:", round(np.sum(c_device.astype(np.float64)), 4))
print("equals np.maximum:", np.all(c_device == np.maximum(a, b)))
