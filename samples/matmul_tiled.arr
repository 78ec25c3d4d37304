# From seed 001 "Introduction to Numba" (NASA ASTG Python course), section
# "Matrix Multiplication" (faster way): matrix_multiplication_cuda_fast, tiled
# with TPB x TPB float32 shared-memory blocks and cuda.syncthreads(), 32x32 inputs.
# Prints a rounded corner of C, its rounded trace and a check against A @ B.
import time
import numpy as np
from numba import cuda, float32

# Controls threads per block and shared memory usage.
# The computation will be done on blocks of TPBxTPB elements.
TPB = 16

@cuda.jit
def matrix_multiplication_cuda_fast(A, B, C):
    # Define an array in the shared memory
    # The size and type of the arrays must be known at compile time
    sA = cuda.shared.array(shape=(TPB, TPB), dtype=float32)
    sB = cuda.shared.array(shape=(TPB, TPB), dtype=float32)

    x, y = cuda.grid(2)

    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    bpg = cuda.gridDim.x    # blocks per grid

    if x >= C.shape[0] and y >= C.shape[1]:
        # Quit if (x, y) is outside of valid C boundary
        return

    # Each thread computes one element in the result matrix.
    # The dot product is chunked into dot products of TPB-long vectors.
    tmp = 0.
    for i in range(bpg):
        # Preload data into shared memory
        sA[tx, ty] = A[x, ty + i * TPB]
        sB[tx, ty] = B[tx + i * TPB, y]

        # Wait until all threads finish preloading
        cuda.syncthreads()

        # Computes partial product on the shared memory
        for j in range(TPB):
            tmp += sA[tx, j] * sB[j, ty]

        # Wait until all threads finish computing
        cuda.syncthreads()

    C[x, y] = tmp


np.random.seed(32)
# the kernel needs N to be a multiple of TPB (it has no bounds checks that work)
N = 32
A = np.random.rand(N, N)
B = np.random.rand(N, N)
C = np.zeros_like(A)

threadsperblock = (TPB, TPB)
blockspergrid = (N // TPB, N // TPB)

# tCudaMat2 = %timeit -o matrix_multiplication_cuda_fast(A, B, C)
start = time.perf_counter()
matrix_multiplication_cuda_fast[blockspergrid, threadsperblock](A, B, C)
tCudaMat2 = time.perf_counter() - start

for i in range(3):
    print(round(C[i, 0], 4), round(C[i, 1], 4), round(C[i, N - 1], 4))
trace = 0.0
for i in range(N):
    trace += C[i, i]
print("trace:", round(trace, 3))
# the tiles are float32, so compare with a float32 tolerance
print("matches A @ B:", np.max(np.abs(C - A @ B)) < 1e-4)
