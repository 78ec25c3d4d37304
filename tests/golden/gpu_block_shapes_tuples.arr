# GPU: 2-D and 3-D block and grid shapes given as tuples (and 1-tuples), checking threadIdx/blockIdx/blockDim/gridDim and cuda.grid against the launch geometry.
import numpy as np
from numba import cuda


@cuda.jit
def where_2d(tid, bid, dims):
    x, y = cuda.grid(2)
    if x < tid.shape[0] and y < tid.shape[1]:
        tid[x, y] = 10 * cuda.threadIdx.x + cuda.threadIdx.y
        bid[x, y] = 10 * cuda.blockIdx.x + cuda.blockIdx.y
        if x == 0 and y == 0:
            dims[0] = cuda.blockDim.x
            dims[1] = cuda.blockDim.y
            dims[2] = cuda.blockDim.z
            dims[3] = cuda.gridDim.x
            dims[4] = cuda.gridDim.y
            dims[5] = cuda.gridDim.z


@cuda.jit
def where_3d(lin, dims):
    x, y, z = cuda.grid(3)
    # the linear thread id inside the block, and the block id in the grid
    t = cuda.threadIdx.x + cuda.blockDim.x * (cuda.threadIdx.y + cuda.blockDim.y * cuda.threadIdx.z)
    b = cuda.blockIdx.x + cuda.gridDim.x * (cuda.blockIdx.y + cuda.gridDim.y * cuda.blockIdx.z)
    lin[x, y, z] = 1000 * b + t
    if x == 0 and y == 0 and z == 0:
        dims[0] = cuda.blockDim.x
        dims[1] = cuda.blockDim.y
        dims[2] = cuda.blockDim.z
        dims[3] = cuda.gridDim.x
        dims[4] = cuda.gridDim.y
        dims[5] = cuda.gridDim.z


@cuda.jit
def where_1d(out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = cuda.blockIdx.x * 100 + cuda.threadIdx.x


tid = np.zeros((6, 8), dtype=np.int32)
bid = np.zeros((6, 8), dtype=np.int32)
dims = np.zeros(6, dtype=np.int32)
blocks = (3, 2)
threads = (2, 4)
where_2d[blocks, threads](tid, bid, dims)
print("dims:", dims)
print(tid)
print(bid)

lin = np.zeros((4, 3, 4), dtype=np.int64)
dims3 = np.zeros(6, dtype=np.int64)
where_3d[(2, 1, 2), (2, 3, 2)](lin, dims3)
print("dims:", dims3)
print(lin[:, :, 0])
print(lin[3])
seen = np.zeros(4000, dtype=np.int64)
for v in lin.ravel():
    seen[v] += 1
print("ids distinct:", seen.max() == 1, np.sum(seen))

out = np.zeros(10, dtype=np.int32)
where_1d[(3,), (4,)](out)
print(out)
