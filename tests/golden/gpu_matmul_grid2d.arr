# GPU seed 001: matrix_multiplication_cuda, one thread per element of C from cuda.grid(2), bounds-checked, sizes (19x13 @ 13x21) not divisible by the 8x8 block.
import numpy as np
from numba import cuda


@cuda.jit
def matrix_multiplication_cuda(A, B, C):
    """
      Perform matrix multiplication of C = A * B using loops.
    """
    row, col = cuda.grid(2)
    if row < C.shape[0] and col < C.shape[1]:
        tmp = 0.
        for k in range(A.shape[1]):
            tmp += A[row, k] * B[k, col]
        C[row, col] = tmp


np.random.seed(19)
A = np.random.rand(19, 13)
B = np.random.rand(13, 21)
C = np.zeros((19, 21))

threadsperblock = (8, 8)
blockspergrid = ((C.shape[0] + 7) // 8, (C.shape[1] + 7) // 8)
print("grid", blockspergrid, "block", threadsperblock)
matrix_multiplication_cuda[blockspergrid, threadsperblock](A, B, C)

for i in (0, 1, 18):
    print(round(C[i, 0], 6), round(C[i, 1], 6), round(C[i, 20], 6))
print("sum:", round(np.sum(C), 5))
print("matches A @ B:", np.max(np.abs(C - A @ B)) < 1e-9)

# integer matrices: exact results
Ai = np.arange(35, dtype=np.int64).reshape(5, 7) - 10
Bi = np.arange(21, dtype=np.int64).reshape(7, 3) % 4
Ci = np.zeros((5, 3), dtype=np.int64)
matrix_multiplication_cuda[(1, 1), (8, 4)](Ai, Bi, Ci)
print(Ci)
print("equals Ai @ Bi:", np.all(Ci == Ai.astype(np.float64) @ Bi.astype(np.float64)))
