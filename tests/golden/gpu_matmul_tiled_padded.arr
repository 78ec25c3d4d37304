# GPU: tiled shared-memory matmul for sizes not divisible by the tile (9x7 @ 7x6, 4x4 tiles): out-of-range loads are zero, every thread reaches every cuda.syncthreads().
import numpy as np
from numba import cuda, float64

TPB = 4


@cuda.jit
def matmul_tiled(A, B, C):
    sA = cuda.shared.array(shape=(TPB, TPB), dtype=float64)
    sB = cuda.shared.array(shape=(TPB, TPB), dtype=float64)
    x, y = cuda.grid(2)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    tiles = (A.shape[1] + TPB - 1) // TPB
    tmp = 0.0
    for i in range(tiles):
        k = ty + i * TPB
        if x < A.shape[0] and k < A.shape[1]:
            sA[tx, ty] = A[x, k]
        else:
            sA[tx, ty] = 0.0
        k = tx + i * TPB
        if k < B.shape[0] and y < B.shape[1]:
            sB[tx, ty] = B[k, y]
        else:
            sB[tx, ty] = 0.0
        cuda.syncthreads()
        for j in range(TPB):
            tmp += sA[tx, j] * sB[j, ty]
        cuda.syncthreads()
    if x < C.shape[0] and y < C.shape[1]:
        C[x, y] = tmp


# small integers as floats: every product and sum is exact
A = (np.arange(9 * 7).reshape(9, 7) % 9 - 4).astype(np.float64)
B = (np.arange(7 * 6).reshape(7, 6) % 7 - 3).astype(np.float64)
C = np.full((9, 6), -1.0)
grid = ((9 + TPB - 1) // TPB, (6 + TPB - 1) // TPB)
matmul_tiled[grid, (TPB, TPB)](A, B, C)
print("grid:", grid)
print(C[:3])
print(C[7:])
print("exact:", np.all(C == A @ B))
