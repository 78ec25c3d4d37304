# GPU seed 001: matrix_multiplication_cuda_fast, TPB x TPB float32 tiles in cuda.shared.array with cuda.syncthreads(), 16x16 inputs (2x2 blocks of 8x8).
import numpy as np
from numba import cuda, float32

# Controls threads per block and shared memory usage.
TPB = 8

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


np.random.seed(16)
N = 16     # a multiple of TPB: the seed's kernel needs it
A = np.random.rand(N, N)
B = np.random.rand(N, N)
C = np.zeros_like(A)

threadsperblock = (TPB, TPB)
blockspergrid = (N // TPB, N // TPB)
matrix_multiplication_cuda_fast[blockspergrid, threadsperblock](A, B, C)

for i in range(3):
    print(f"{C[i, 0]:.4f} {C[i, 1]:.4f} {C[i, N - 1]:.4f}")
trace = 0.0
for i in range(N):
    trace += C[i, i]
print(f"trace: {trace:.3f}")
# the tiles are float32, so compare with a float32 tolerance
print("matches A @ B:", np.max(np.abs(C - A @ B)) < 1e-4)

# small integers are exact in float32: the result is exact (one 8x8 block)
Ai = (np.arange(TPB * TPB).reshape(TPB, TPB) % 7).astype(np.float64)
Bi = (np.arange(TPB * TPB).reshape(TPB, TPB) % 5).astype(np.float64) - 2.0
Ci = np.zeros((TPB, TPB))
matrix_multiplication_cuda_fast[(1, 1), (TPB, TPB)](Ai, Bi, Ci)
print(Ci[0])
print(Ci[3])
print("exact:", np.all(Ci == Ai @ Bi))
