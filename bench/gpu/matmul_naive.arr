# GPU benchmark "matmul_naive": seed 001 ("Introduction to Numba", NASA ASTG
# course), "Matrix Multiplication": matrix_multiplication_cuda, one thread per
# element of C found with cuda.grid(2), 16x16 blocks, on N x N float32 matrices
# (N = 2048; the tutorial uses float64 and N = 200). As in the tutorial the sum
# starts as `tmp = 0.`, so each float32 product is accumulated in float64.
#
# Timing (bench/gpu/README.md): after one warm-up launch (Numba compiles there),
#   kernel_s  the kernel alone on device arrays, from cuda.event()s recorded
#             around the launch (GPU time);
#   launch_s  the same launches timed on the host: time.perf_counter() around
#             the launch and cuda.synchronize();
#   total_s   the whole work of one multiplication: copy A and B to the device,
#             allocate C there, launch, copy C back into a host array.
# Each is the median of R repeats. The CHECK line is computed on the host from
# the last total_s run by a sequential @njit loop: float32 results, float64
# sums printed with 6 significant digits.
# Run: python3 bench/gpu/matmul_naive.arr [R] [N]
#      arrc bench/gpu/matmul_naive.arr -o m && ./m [R] [N]
import sys
import time
import numpy as np
from numba import cuda, njit


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


def multiply(A, B, C, blockspergrid, threadsperblock):
    # the whole work: transfers in, device allocation, launch, transfer out
    d_A = cuda.to_device(A)
    d_B = cuda.to_device(B)
    d_C = cuda.device_array((C.shape[0], C.shape[1]), dtype=np.float32)
    matrix_multiplication_cuda[blockspergrid, threadsperblock](d_A, d_B, d_C)
    d_C.copy_to_host(C)


@njit
def checksum(C):
    # sequential float64 sums of the float32 results; the weights make a
    # transposed or shifted result show; products by small ints are exact
    s = 0.0
    w = 0.0
    for i in range(C.shape[0]):
        for j in range(C.shape[1]):
            s += C[i, j]
            w += C[i, j] * ((i * 7 + j * 13) % 17 + 1)
    return s, w


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


R = 11
N = 2048
if len(sys.argv) > 1:
    R = int(sys.argv[1])
if len(sys.argv) > 2:
    N = int(sys.argv[2])

np.random.seed(2022)
A = np.random.rand(N, N).astype(np.float32)
B = np.random.rand(N, N).astype(np.float32)
C = np.zeros((N, N), dtype=np.float32)

threadsperblock = (16, 16)
blockspergrid = ((N + 15) // 16, (N + 15) // 16)

# kernel alone, on device arrays
d_A = cuda.to_device(A)
d_B = cuda.to_device(B)
d_C = cuda.device_array((N, N), dtype=np.float32)
matrix_multiplication_cuda[blockspergrid, threadsperblock](d_A, d_B, d_C)   # warm-up
cuda.synchronize()
start = cuda.event()
end = cuda.event()
kernel_times = []
launch_times = []
for r in range(R):
    t0 = time.perf_counter()
    start.record()
    matrix_multiplication_cuda[blockspergrid, threadsperblock](d_A, d_B, d_C)
    end.record()
    cuda.synchronize()
    launch_times.append(time.perf_counter() - t0)
    kernel_times.append(cuda.event_elapsed_time(start, end) / 1000.0)

# the whole work, transfers included
multiply(A, B, C, blockspergrid, threadsperblock)                       # warm-up
total_times = []
for r in range(R):
    t0 = time.perf_counter()
    multiply(A, B, C, blockspergrid, threadsperblock)
    total_times.append(time.perf_counter() - t0)

s, w = checksum(C)
print(f"BENCH matmul_naive kernel_s={median(kernel_times):.7f} launch_s={median(launch_times):.7f} total_s={median(total_times):.7f}")
print(f"CHECK matmul_naive n={N} sum={s:.6g} wsum={w:.6g} c00={C[0, 0]:.6g} cnn={C[N - 1, N - 1]:.6g}")
