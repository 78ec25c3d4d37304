# Solving the discretised 1-D Poisson equation -u'' = f on (0, 1) with
# u(0) = u(1) = 0: the tridiagonal system of the finite-difference stencil,
# solved with np.linalg.solve (LAPACK's gesv), in host code and in @njit
# code, for float64, float32 and complex128 systems, a right-hand side with
# several columns, and the 1x1 and empty systems. A singular system is
# NumPy's LinAlgError, caught.
import numpy as np
from numba import njit


def poisson_matrix(n, dtype):
    h = 1.0 / (n + 1)
    a = np.zeros((n, n), dtype=dtype)
    for i in range(n):
        a[i, i] = 2.0 / (h * h)
        if i > 0:
            a[i, i - 1] = -1.0 / (h * h)
        if i < n - 1:
            a[i, i + 1] = -1.0 / (h * h)
    return a


def rhs(n, dtype):
    h = 1.0 / (n + 1)
    x = np.arange(1, n + 1) * h
    return (np.pi * np.pi * np.sin(np.pi * x)).astype(dtype)


@njit
def solve_jit(a, f):
    return np.linalg.solve(a, f)


n = 7
a = poisson_matrix(n, np.float64)
f = rhs(n, np.float64)
u = np.linalg.solve(a, f)
print(u)
print(u.dtype, u.shape)
exact = np.sin(np.pi * (np.arange(1, n + 1) / (n + 1)))
print("max error", round(float(np.max(np.abs(u - exact))), 8))
print("residual small:", np.max(np.abs(a @ u - f)) < 1e-9)
print(solve_jit(a, f))

# float32 in, float32 out (NumPy computes in double precision, Numba in single).
a32 = poisson_matrix(5, np.float32)
f32 = rhs(5, np.float32)
u32 = np.linalg.solve(a32, f32)
print(u32.dtype, [f"{x:.4f}" for x in u32])
j32 = solve_jit(a32, f32)
print(j32.dtype, [f"{x:.4f}" for x in j32])

# Several right-hand sides at once.
b = np.zeros((n, 3))
for k in range(n):
    b[k, 0] = f[k]
    b[k, 1] = 2.0 * f[k]
    b[k, 2] = -f[k]
x = np.linalg.solve(a, b)
print(x.shape)
print(x[:, 1])
print(solve_jit(a, b)[:, 2])

# A complex system.
c = a.astype(np.complex128)
for k in range(n):
    c[k, k] += 1j
zc = np.linalg.solve(c, f.astype(np.complex128))
print(zc.dtype)
print(zc)
print(solve_jit(c, f.astype(np.complex128)))

# Integers become float64.
ai = np.array([[2, 1], [1, 3]])
bi = np.array([3, 5])
print(np.linalg.solve(ai, bi))

# 1x1 and empty systems.
print(np.linalg.solve(np.array([[4.0]]), np.array([2.0])))
print(solve_jit(np.array([[-4.0]]), np.array([2.0])))
e = np.linalg.solve(np.zeros((0, 0)), np.zeros(0))
print(e, e.shape, e.dtype)

try:
    np.linalg.solve(np.array([[1.0, 2.0], [2.0, 4.0]]), np.array([1.0, 1.0]))
except np.linalg.LinAlgError as err:
    print("LinAlgError:", err)
try:
    solve_jit(np.array([[1.0, 2.0], [2.0, 4.0]]), np.array([1.0, 1.0]))
except np.linalg.LinAlgError as err:
    print("LinAlgError:", err)
