# From seed 001 "Introduction to Numba" (NASA ASTG Python course), sections
# "Example", "Method 1: Function", "Method 2: Decorator" and "Measuring the
# Performance of Numba": C = A * B with three loops, plain, via jit(f) and via @jit.
# Prints a corner of C and checks each version against A @ B (timings not printed).
import time
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
                tmp  += A[i, k]*B[k, j]
            C[i, j] = tmp


@jit
def matrix_multiplication_numba(A, B, C):
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


np.random.seed(2022)
N = 60        # the tutorial uses 200; plain Python loops are slow
A = np.random.rand(N, N)
B = np.random.rand(N, N)
C = np.zeros_like(A)
ref = A @ B

# tRegMat = %timeit -o matrix_multiplication(A, B, C)
start = time.perf_counter()
matrix_multiplication(A, B, C)
tRegMat = time.perf_counter() - start
print("plain Python:")
print(C[:2, :4])
print("matches A @ B:", np.max(np.abs(C - ref)) < 1e-10)

# Method 1: Function
numba_matrix_multiplication = jit(matrix_multiplication)
C2 = np.zeros_like(A)
start = time.perf_counter()
numba_matrix_multiplication(A, B, C2)
tNumMat0 = time.perf_counter() - start
print("jit(matrix_multiplication):")
print(C2[:2, :4])
print("same as plain Python:", np.max(np.abs(C2 - C)) == 0.0)

# Method 2: Decorator, timed with and without the compilation
C3 = np.zeros_like(A)
start_1 = time.time()
matrix_multiplication_numba(A, B, C3)
end_1 = time.time()
elapsed_with_compilation = end_1 - start_1

start_2 = time.time()
matrix_multiplication_numba(A, B, C3)
end_2 = time.time()
elapsed_after_compilation = end_2 - start_2

print("@jit matrix_multiplication_numba:")
print(C3[:2, :4])
print("same as plain Python:", np.max(np.abs(C3 - C)) == 0.0)
trace = 0.0
for i in range(N):
    trace += C3[i, i]
print("trace:", round(trace, 6))
