# More loop nests for the outer-loop vectorizer (codegen/outer_loops.c): sums kept in the output array itself, two outputs, a branch on a j-dependent value, a branch on the row, an inner while loop, an inner loop whose trip count depends on j, int32 and bool elements, and 1-D outputs; each compared with a plain Python loop.
import sys
import numpy as np
from numba import njit


@njit
def accumulate_in_place(A, B, C):
    for i in range(A.shape[0]):
        for j in range(B.shape[1]):
            C[i, j] = 0.0
            for k in range(A.shape[1]):
                C[i, j] += A[i, k] * B[k, j]


@njit
def two_outputs(A, lo, hi):
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            mn = A[i, j]
            mx = A[i, j]
            for k in range(A.shape[0]):
                v = A[k, j]
                if v < mn:
                    mn = v
                if v > mx:
                    mx = v
            lo[i, j] = mn
            hi[i, j] = mx


@njit
def row_branch(A, out, cut):
    for i in range(out.shape[0]):
        for j in range(out.shape[1]):
            s = 0.0
            for k in range(cut):
                if i > 1:
                    s += A[i, k] * 2.0
                else:
                    s -= A[i, k]
            out[i, j] = s + j


@njit
def inner_while(A, out):
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            s = 0.0
            k = 0
            while k < A.shape[1]:
                s += A[i, k] * A[i, j]
                k += 1
            out[i, j] = s


@njit
def triangle(A, out):
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            s = 0
            for k in range(j + 1):
                s += A[i, k]
            out[i, j] = s


@njit
def int32_counts(A, out):
    for j in range(A.shape[1]):
        c = np.int32(0)
        for i in range(A.shape[0]):
            c += A[i, j]
        out[j] = c


@njit
def any_positive(A, out):
    for j in range(A.shape[1]):
        found = False
        for i in range(A.shape[0]):
            found = found or A[i, j] > 0
        out[j] = found


def plain_matmul(A, B):
    C = np.zeros((A.shape[0], B.shape[1]))
    for i in range(A.shape[0]):
        for j in range(B.shape[1]):
            t = 0.0
            for k in range(A.shape[1]):
                t += A[i, k] * B[k, j]
            C[i, j] = t
    return C


np.random.seed(5)
A = np.random.rand(6, 19) - 0.5
B = np.random.rand(19, 21) - 0.5
C = np.zeros((6, 21))
accumulate_in_place(A, B, C)
print("in place", np.all(C == plain_matmul(A, B)), f"{C.sum():.17g}")

G = np.random.rand(12, 17)
lo = np.zeros((12, 17))
hi = np.zeros((12, 17))
two_outputs(G, lo, hi)
print("min/max", np.all(lo[0] == G.min(axis=0)), np.all(hi[5] == G.max(axis=0)))

cut = len(sys.argv) + 4  # 5
R = np.zeros((4, 11))
row_branch(G[:4], R, cut)
print(R[:, 0], R[3, 10])

W = np.zeros((3, 17))
inner_while(G[:3], W)
print(f"{W.sum():.17g}", f"{W[2, 16]:.17g}")

T = np.zeros((2, 13), dtype=np.int64)
triangle(np.arange(26).reshape(2, 13), T)
print(T)

I = (np.arange(60, dtype=np.int32).reshape(5, 12) % 7) - 3
cnt = np.zeros(12, dtype=np.int32)
int32_counts(I, cnt)
print(cnt)
flags = np.zeros(12, dtype=np.bool_)
any_positive(I - 2, flags)
print(flags)
