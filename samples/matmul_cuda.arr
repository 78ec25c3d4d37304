# From seed 001 "Introduction to Numba" (NASA ASTG Python course), section
# "Matrix Multiplication": matrix_multiplication_cuda, one thread per element
# of C found with cuda.grid(2), on a 40x40 problem with 16x16 blocks (3x3 grid).
# Prints a rounded corner of C, its rounded trace and a check against A @ B.
import time
import numpy as np
from numba import cuda


@cuda.jit
def matrix_multiplication_cuda(A, B, C):
    """
      Perform square matrix multiplication of C = A * B using loops.
    """
    row, col = cuda.grid(2)
    if row < C.shape[0] and col < C.shape[1]:
        tmp = 0.
        for k in range(A.shape[1]):
            tmp += A[row, k] * B[k, col]
        C[row, col] = tmp


np.random.seed(40)
N = 40            # 200 in the tutorial; 40 is not a multiple of the block size
A = np.random.rand(N, N)
B = np.random.rand(N, N)
C = np.zeros_like(A)

threadsperblock = (16, 16)
blockspergrid = ((N + 15) // 16, (N + 15) // 16)

# tCudaMat1 = %timeit -o matrix_multiplication_cuda(A, B, C)
start = time.perf_counter()
matrix_multiplication_cuda[blockspergrid, threadsperblock](A, B, C)
tCudaMat1 = time.perf_counter() - start

for i in range(3):
    print(round(C[i, 0], 6), round(C[i, 1], 6), round(C[i, N - 1], 6))
trace = 0.0
for i in range(N):
    trace += C[i, i]
print("trace:", round(trace, 6))
print("matches A @ B:", np.max(np.abs(C - A @ B)) < 1e-9)
