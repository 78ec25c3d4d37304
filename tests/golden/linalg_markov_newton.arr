# Two classic uses of np.linalg. The stationary distribution of a Markov
# chain (a birth-death chain, whose eigenvalues are real) as the
# eigenvector of eigenvalue 1 of the transposed transition matrix
# (np.linalg.eig, LAPACK's geev), checked against the power method and a
# linear solve; and Newton's method for a system of two nonlinear
# equations, stepping with the inverse of the Jacobian (np.linalg.inv), in
# host code and in @njit code.
import numpy as np
from numba import njit

P = np.array([
    [0.5, 0.5, 0.0, 0.0],
    [0.3, 0.4, 0.3, 0.0],
    [0.0, 0.2, 0.5, 0.3],
    [0.0, 0.0, 0.6, 0.4],
])
w, v = np.linalg.eig(P.T)
k = int(np.argmin(np.abs(w - 1.0)))
pi = v[:, k] / v[:, k].sum()
print("eigenvalue", round(float(w[k]), 10))
print("stationary", [f"{t:.6f}" for t in pi])
print(w.dtype, v.dtype, w.shape, v.shape)
print("eigenvalues", sorted([round(float(t), 6) for t in w]))

q = np.array([1.0, 0.0, 0.0, 0.0])
for _ in range(200):
    q = q @ P
print("power method", [f"{t:.6f}" for t in q])
print("agree", np.max(np.abs(q - pi)) < 1e-9)
print(np.linalg.eigvals(P).shape)


@njit
def stationary(P):
    w, v = np.linalg.eig(P.T)
    best = 0
    for i in range(w.shape[0]):
        if abs(w[i] - 1.0) < abs(w[best] - 1.0):
            best = i
    x = v[:, best]
    return x / x.sum()


print("jit", [f"{t:.6f}" for t in stationary(P)])

# A complex matrix keeps complex eigenvalues.
C = np.array([[0.0, 1.0], [-1.0, 0.0]], dtype=np.complex128)
wc = np.linalg.eigvals(C)
print(sorted([(round(t.real, 6), round(t.imag, 6)) for t in wc]))


def F(x):
    return np.array([x[0] * x[0] + x[1] * x[1] - 4.0, x[0] * x[1] - 1.0])


def J(x):
    return np.array([[2.0 * x[0], 2.0 * x[1]], [x[1], x[0]]])


x = np.array([2.0, 0.5])
for it in range(8):
    x = x - np.linalg.inv(J(x)) @ F(x)
print("newton", x)
print("residual", np.max(np.abs(F(x))) < 1e-12)


@njit
def newton_jit(x0, steps):
    x = x0.copy()
    for _ in range(steps):
        f = np.array([x[0] * x[0] + x[1] * x[1] - 4.0, x[0] * x[1] - 1.0])
        jac = np.array([[2.0 * x[0], 2.0 * x[1]], [x[1], x[0]]])
        x = x - np.dot(np.linalg.inv(jac), f)
    return x


xj = newton_jit(np.array([2.0, 0.5]), 8)
print("newton jit", [f"{t:.12f}" for t in xj])

print(np.linalg.inv(np.array([[4.0]])))
print(np.linalg.inv(np.array([[1, 2], [3, 4]])))
print(np.linalg.inv(np.array([[1.0, 2.0], [3.0, 4.0]], dtype=np.float32)))
print(np.linalg.inv(np.array([[1.0 + 0j, 2.0j], [3.0 + 0j, 4.0 + 0j]])))
e = np.linalg.inv(np.zeros((0, 0)))
print(e.shape, e.dtype)
