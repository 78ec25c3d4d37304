# Benchmark "matmul_prange": seed 001 ("Introduction to Numba", NASA ASTG
# course), "Explicit Parallel Loops": matrix_multiplication_numba2 under
# @njit(parallel=True) with nested prange (only the outermost loop runs in
# parallel), on 512x512 float64 matrices from np.random.rand (tutorial: 200).
# The same body under plain @njit (prange is range there) is timed too, as
# matmul_prange_serial, for the speedup of the thread pool.
# Timing as in bench/RESULTS.md: one warm-up call (Numba compiles there), then
# R timed calls with time.perf_counter(); prints the medians and a checksum.
# The inner loops are sequential in both, so C is the same bit for bit.
# Run: python3 bench/matmul_prange.arr [R]   or   arrc bench/matmul_prange.arr -o m && ./m [R]
import sys
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


@njit
def matrix_multiplication_serial(A, B, C):
    n = len(A[0])
    for i in prange(n):
        for j in prange(n):
            tmp = 0.
            for k in prange(n):
                tmp += A[i, k]*B[k, j]
            C[i,j] = tmp


@njit
def checksum(C):
    # a sequential sum, so that the C version can reproduce it bit for bit
    s = 0.0
    for i in range(C.shape[0]):
        for j in range(C.shape[1]):
            s += C[i, j]
    return s


def median(ts):
    # selection sort of a copy by hand: the language has no sorted()
    a = []
    for t in ts:
        a.append(t)
    n = len(a)
    for i in range(n):
        m = i
        for k in range(i + 1, n):
            if a[k] < a[m]:
                m = k
        x = a[i]
        a[i] = a[m]
        a[m] = x
    if n % 2 == 1:
        return a[n // 2]
    return (a[n // 2 - 1] + a[n // 2]) / 2.0


R = 5
if len(sys.argv) > 1:
    R = int(sys.argv[1])

np.random.seed(2022)
N = 512
A = np.random.rand(N, N)
B = np.random.rand(N, N)
C = np.zeros_like(A)
D = np.zeros_like(A)

matrix_multiplication_numba2(A, B, C)         # warm-up (JIT compilation)
times = []
for r in range(R):
    t0 = time.perf_counter()
    matrix_multiplication_numba2(A, B, C)
    times.append(time.perf_counter() - t0)

matrix_multiplication_serial(A, B, D)         # warm-up
times_serial = []
for r in range(R):
    t0 = time.perf_counter()
    matrix_multiplication_serial(A, B, D)
    times_serial.append(time.perf_counter() - t0)

print(f"BENCH matmul_prange seconds={median(times):.6f}")
print(f"BENCH matmul_prange_serial seconds={median(times_serial):.6f}")
print(f"CHECK matmul_prange sum={checksum(C):.17g} c00={C[0, 0]:.17g} cnn={C[N - 1, N - 1]:.17g} serial_sum={checksum(D):.17g}")
