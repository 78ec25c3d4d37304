# From seed 001 "Introduction to Numba" (NASA ASTG Python course), section
# "Explicit Parallel Loops": matrix_multiplication_numba2 with
# @njit(parallel=True) and nested prange loops (only the outer one runs in parallel).
# Prints a corner of C (rounded), its rounded trace and a check against A @ B.
import time
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def matrix_multiplication_numba2(A, B, C):
    """
        Perform square matrix multiplication of C = A * B using loops.
    """
    n = len(A[0])
    for i in prange(n):
        for j in prange(n):
            tmp = 0.
            for k in prange(n):
                tmp += A[i, k]*B[k, j]
            C[i,j] = tmp


np.random.seed(7)
N = 200
A = np.random.rand(N, N)
B = np.random.rand(N, N)
C = np.zeros_like(A)

# tNumMat2 = %timeit -o matrix_multiplication_numba2(A, B, C)
start = time.perf_counter()
matrix_multiplication_numba2(A, B, C)
tNumMat2 = time.perf_counter() - start

for i in range(3):
    print(round(C[i, 0], 6), round(C[i, 1], 6), round(C[i, 2], 6))
trace = 0.0
for i in range(N):
    trace += C[i, i]
print("trace:", round(trace, 6))
print("matches A @ B:", np.max(np.abs(C - A @ B)) < 1e-9)
