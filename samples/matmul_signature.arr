# From seed 001 "Introduction to Numba" (NASA ASTG Python course), section
# "Function Signature": the loop matrix product compiled with array argument
# types, jit((nb.f8[:,:], nb.f8[:,:], nb.f8[:,:]))(matrix_multiplication).
# Prints a corner of C, its trace and a check against A @ B (timing not printed).
import time
import numpy as np
import numba as nb
from numba import jit


def matrix_multiplication(A, B, C):
    """
        Perform square matrix multiplication of C = A * B using loops.
    """
    n = len(A[0])
    for i in range(n):
        for j in range(n):
            tmp = 0.
            for k in range(n):
                tmp  += A[i, k]*B[k, j]
            C[i, j] = tmp


np.random.seed(5)
N = 200
A = np.random.rand(N, N)
B = np.random.rand(N, N)
C = np.zeros_like(A)

numba_matrix_multiplication = jit((nb.f8[:,:], nb.f8[:,:], nb.f8[:,:]))(matrix_multiplication)

# tNumMat1 = %timeit -o numba_matrix_multiplication(A, B, C)
start = time.perf_counter()
numba_matrix_multiplication(A, B, C)
tNumMat1 = time.perf_counter() - start

print(C[:3, :3])
trace = 0.0
for i in range(N):
    trace += C[i, i]
print("trace:", round(trace, 6))
print("matches A @ B:", np.max(np.abs(C - A @ B)) < 1e-9)
