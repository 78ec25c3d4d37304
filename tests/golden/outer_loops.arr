# Loop nests whose middle loop arrc vectorizes (the i-j-k matrix product: the j loop runs several sums at once, each in k order, so results are bit for bit Numba's): odd sizes, empty and 1x1 matrices, int64 and float32, strided and reversed views, a column-sum nest, prange, overlapping arguments (the entry then takes the plain loop), and nests the analysis must leave alone.
import sys
import numpy as np
from numba import njit, prange


@njit
def matmul(A, B, C):
    for i in range(A.shape[0]):
        for j in range(B.shape[1]):
            tmp = 0.
            for k in range(A.shape[1]):
                tmp += A[i, k] * B[k, j]
            C[i, j] = tmp


@njit
def matmul_int(A, B, C):
    for i in range(A.shape[0]):
        for j in range(B.shape[1]):
            tmp = 0
            for k in range(A.shape[1]):
                tmp += A[i, k] * B[k, j]
            C[i, j] = tmp


@njit
def column_sums(a, out):
    for j in range(a.shape[1]):
        s = 0.0
        for i in range(a.shape[0]):
            s += a[i, j]
        out[j] = s


@njit(parallel=True)
def matmul_prange(A, B, C):
    for i in prange(A.shape[0]):
        for j in prange(B.shape[1]):
            tmp = 0.
            for k in range(A.shape[1]):
                tmp += A[i, k] * B[k, j]
            C[i, j] = tmp


@njit
def window_sums(src, dst, w):
    # dst may overlap src: iteration j then reads what iteration j - 1 wrote
    for i in range(dst.shape[0]):
        for j in range(dst.shape[1]):
            s = 0.0
            for k in range(w):
                s += src[i, j + k]
            dst[i, j] = s


@njit
def into_first_column(A, C):
    # every j writes C[i, 0]: the iterations depend on each other
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            for k in range(j + 1):
                C[i, 0] = C[i, 0] * 0.5 + A[i, k]


@njit
def from_left_neighbour(C):
    for i in range(C.shape[0]):
        for j in range(1, C.shape[1]):
            s = C[i, j - 1]
            for k in range(2):
                s += 1.0
            C[i, j] = s


@njit
def shifted_start(A, C, start):
    for i in range(A.shape[0]):
        for j in range(start, A.shape[1]):
            t = 0.0
            for k in range(A.shape[1]):
                t += A[i, k] * (j - k)
            C[i, j] = t


def show(name, C):
    print(name, C.shape, f"{C.sum():.17g}", C.ravel()[:5])


np.random.seed(11)
for n, p, m in ((1, 1, 1), (3, 5, 7), (9, 17, 13), (4, 3, 16), (2, 8, 33)):
    A = np.random.rand(n, p)
    B = np.random.rand(p, m)
    C = np.zeros((n, m))
    matmul(A, B, C)
    R = np.zeros((n, m))
    for i in range(n):
        for j in range(m):
            t = 0.0
            for k in range(p):
                t += A[i, k] * B[k, j]
            R[i, j] = t
    print(n, p, m, f"{C.sum():.17g}", np.all(C == R))

E = np.zeros((0, 5))
matmul(E, np.ones((5, 4)), np.zeros((0, 4)))
Z = np.zeros((3, 0))
matmul(np.ones((3, 4)), np.ones((4, 0)), Z)
W = np.full((2, 3), 7.0)
matmul(np.ones((2, 0)), np.ones((0, 3)), W)
show("empty inner", W)

Ai = np.arange(-20, 19).reshape(3, 13)
Bi = np.arange(13 * 11).reshape(13, 11) % 7 - 3
Ci = np.zeros((3, 11), dtype=np.int64)
matmul_int(Ai, Bi, Ci)
print(Ci[0], Ci.sum())

Af = np.random.rand(5, 6).astype(np.float32)
Bf = np.random.rand(6, 10).astype(np.float32)
Cf = np.zeros((5, 10), dtype=np.float32)
matmul(Af, Bf, Cf)
show("float32", Cf)

big = np.random.rand(10, 12)
Cs = np.zeros((5, 12))
matmul(big[::2, 1:11], big[:10, ::-2], Cs[:, ::2])
show("strided", Cs)

cs = np.zeros(19)
column_sums(np.random.rand(21, 19), cs)
print(f"{cs.sum():.17g}", f"{cs[18]:.17g}")
cs2 = np.zeros(4)
column_sums(np.zeros((0, 4)), cs2)
print(cs2)

Cp = np.zeros((9, 13))
Ap = np.random.rand(9, 11)
Bp = np.random.rand(11, 13)
matmul_prange(Ap, Bp, Cp)
Cq = np.zeros((9, 13))
matmul(Ap, Bp, Cq)
print("prange", f"{Cp.sum():.17g}", np.all(Cp == Cq))

w = len(sys.argv) + 2  # 3, unknown to the compiler
X = np.arange(90.0).reshape(3, 30)
window_sums(X, X[:, 1:28], w)
print(X[1])
Y = np.arange(90.0).reshape(3, 30)
Yd = np.zeros((3, 28))
window_sums(Y, Yd, w)
print(Yd[1])

M = np.arange(12.0).reshape(3, 4)
S = np.arange(3.0).reshape(3, 1) + 1
Mout = np.ones((3, 4))
M2 = M.copy()
matmul(M2, np.ones((4, 4)), M2)
print(M2[2])
into_first_column(M, Mout)
print(Mout)
L = np.ones((2, 9))
from_left_neighbour(L)
print(L)
Cst = np.zeros((2, 6))
shifted_start(np.arange(12.0).reshape(2, 6), Cst, 2)
print(Cst)
print(S.T)
