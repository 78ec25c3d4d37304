# GPU seed 002: maximum_6 on a 3-D grid of 3-D blocks ((2,2,2) blocks of (4,4,4) threads) via threadIdx/blockIdx/blockDim .x .y .z, then the same with cuda.grid(3).
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


@cuda.jit
def maximum_grid3(a, b, c):
    x, y, z = cuda.grid(3)
    if x < c.shape[0] and y < c.shape[1] and z < c.shape[2]:
        c[x, y, z] = max(a[x, y, z], b[x, y, z])


np.random.seed(6)
a = np.random.rand(8,8,8).astype(np.float32)
b = np.random.rand(8,8,8).astype(np.float32)
c = np.zeros_like(a)

threads_per_block = (4, 4, 4)
blocks_per_grid = (2, 2, 2)
a_device = cuda.to_device(a)
b_device = cuda.to_device(b)
c_device = cuda.to_device(c)
maximum_6[blocks_per_grid, threads_per_block](a_device, b_device, c_device)
cuda.synchronize()
c_device = c_device.copy_to_host()

print(c_device.shape, c_device.dtype)
print(c_device[7, 7, -4:])
print("checksum:", round(np.sum(c_device.astype(np.float64)), 4))
print("equals np.maximum:", np.all(c_device == np.maximum(a, b)))

# cuda.grid(3) with a non-cubic shape (5, 6, 7) and (4, 4, 2) blocks
a2 = np.arange(210, dtype=np.int64).reshape(5, 6, 7) % 11
b2 = 10 - np.arange(210, dtype=np.int64).reshape(5, 6, 7) % 13
c2 = np.full((5, 6, 7), -1, dtype=np.int64)
maximum_grid3[(2, 2, 4), (4, 4, 2)](a2, b2, c2)
print(c2[4])
print("equals np.maximum:", np.all(c2 == np.maximum(a2, b2)))
