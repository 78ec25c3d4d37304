# Seed 001: square matrix product C = A * B with three loops, plain, jit(f) and @jit, on small deterministic matrices.
import numpy as np
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
                tmp += A[i, k] * B[k, j]
            C[i, j] = tmp


@jit
def matrix_multiplication_numba(A, B, C):
    n = len(A[0])
    for i in range(n):
        for j in range(n):
            tmp = 0.
            for k in range(n):
                tmp += A[i, k] * B[k, j]
            C[i, j] = tmp


N = 6
A = np.zeros((N, N))
B = np.zeros((N, N))
for i in range(N):
    for j in range(N):
        A[i, j] = (i + 1) * 0.5 - j
        B[i, j] = (i * j) % 5 + 0.25
C = np.zeros_like(A)
matrix_multiplication(A, B, C)
print(C)
numba_matrix_multiplication = jit(matrix_multiplication)
C2 = np.zeros_like(A)
numba_matrix_multiplication(A, B, C2)
C3 = np.zeros((N, N))
matrix_multiplication_numba(A, B, C3)
diff = 0.0
for i in range(N):
    for j in range(N):
        diff = max(diff, abs(C[i, j] - C2[i, j]), abs(C[i, j] - C3[i, j]))
print("max difference:", diff)
trace = 0.0
for i in range(N):
    trace += C3[i, i]
print("trace:", trace)
I = np.zeros((3, 3))
for i in range(3):
    I[i, i] = 1.0
M = np.arange(9.0).reshape((3, 3))
P = np.zeros((3, 3))
matrix_multiplication_numba(M, I, P)
print(P)
