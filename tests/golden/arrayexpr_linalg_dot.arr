# Linear algebra (§6.4): np.dot and @ for 1-D·1-D (a scalar), 2-D@2-D, 2-D@1-D and np.dot(2-D, 1-D), in host code and @njit, on float64 and float32 arrays; checked against loops.
import numpy as np
from numba import njit


@njit
def products(A, B, v, w):
    return np.dot(v, w), A @ B, A @ w, np.dot(A, B), np.dot(B.T, v)


@njit
def loop_matmul(A, B):
    n, k = A.shape
    m = B.shape[1]
    C = np.zeros((n, m))
    for i in range(n):
        for j in range(m):
            acc = 0.0
            for t in range(k):
                acc += A[i, t] * B[t, j]
            C[i, j] = acc
    return C


A = np.arange(12.0).reshape((3, 4)) * 0.5
B = np.arange(8.0).reshape((4, 2)) - 3.0
v = np.array([1.0, -2.0, 0.5])
w = np.array([2.0, 0.0, -1.0, 4.0])

print(np.dot(w, w), w @ w)
print(A @ B)
print(np.dot(A, B))
print(A @ w)
print(np.dot(A, w))
print(B.T @ A.T)
print(np.dot(A.T, v))

d, C, Aw, C2, Btv = products(A, B, w, w)
print(d)
print(C)
print(Aw)
print(np.all(C2 == C), np.all(C == loop_matmul(A, B)))
print(Btv)
print(np.dot(v, v), A[:, :3] @ v)

F = A.astype(np.float32)
G = B.astype(np.float32)
H = F @ G
print(H.dtype, H)
print((F @ w.astype(np.float32)).dtype)

np.random.seed(11)
X = np.random.rand(20, 30)
Y = np.random.rand(30, 10)
Z = X @ Y
print(Z.shape, np.max(np.abs(Z - loop_matmul(X, Y))) < 1e-12)
print(f"{np.sum(Z):.6f}")
