# Seed 001 "Explicit Parallel Loops": matrix multiplication with nested prange under @njit(parallel=True) (only the outermost runs in parallel, §6.5), checked against A @ B and a serial version; rounded corner, trace and sums.
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


@njit
def matrix_multiplication_serial(A, B, C):
    n = len(A[0])
    for i in range(n):
        for j in range(n):
            tmp = 0.
            for k in range(n):
                tmp += A[i, k]*B[k, j]
            C[i,j] = tmp


@njit(parallel=True)
def rect_matmul(A, B):
    n, m = A.shape
    p = B.shape[1]
    C = np.zeros((n, p))
    for i in prange(n):
        for j in range(p):
            acc = 0.0
            for k in range(m):
                acc += A[i, k] * B[k, j]
            C[i, j] = acc
    return C


np.random.seed(7)
N = 60
A = np.random.rand(N, N)
B = np.random.rand(N, N)
C = np.zeros_like(A)
D = np.zeros_like(A)
matrix_multiplication_numba2(A, B, C)
matrix_multiplication_serial(A, B, D)

for i in range(3):
    print(round(C[i, 0], 6), round(C[i, 1], 6), round(C[i, 2], 6))
trace = 0.0
for i in range(N):
    trace += C[i, i]
print("trace:", round(trace, 6))
print("matches A @ B:", np.max(np.abs(C - A @ B)) < 1e-9)
print("parallel == serial:", np.all(C == D))

R = rect_matmul(A[:7, :5], B[:5, :3])
print(R.shape, np.max(np.abs(R - A[:7, :5] @ B[:5, :3])) < 1e-12)
print(f"{np.sum(R):.6f}")
E = rect_matmul(np.ones((0, 4)), np.ones((4, 2)))
print(E.shape)
