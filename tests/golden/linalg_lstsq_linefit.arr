# Fitting a line y = m x + c to noisy measurements by least squares with
# np.linalg.lstsq (LAPACK's gelsd), which returns the solution, the
# residuals, the rank and the singular values; in host code (rcond=None,
# rcond given, the default) and in @njit code; float64, float32 and integer
# data, several right-hand sides, an underdetermined system (no residuals)
# and a 1x1 system. Mismatched rows are NumPy's LinAlgError.
import numpy as np
from numba import njit

x = np.array([0.0, 1.0, 2.0, 3.0, 4.0, 5.0])
y = np.array([-1.1, 0.2, 0.9, 2.1, 2.9, 4.2])
A = np.zeros((6, 2))
for i in range(6):
    A[i, 0] = x[i]
    A[i, 1] = 1.0

sol, res, rank, sv = np.linalg.lstsq(A, y, rcond=None)
print("slope and intercept", sol)
print("residuals", res, "rank", rank)
print("singular values", sv)
m, c = sol
print(f"y = {m:.4f} x + {c:.4f}")
print(sol.dtype, res.dtype, sv.dtype)

sol2, res2, rank2, sv2 = np.linalg.lstsq(A, y, rcond=1e-10)
print(sol2, res2, rank2)


@njit
def fit(A, y):
    return np.linalg.lstsq(A, y)


s3, r3, k3, v3 = fit(A, y)
print(s3, r3, k3, v3)

# Two measurement series at once: x and residuals per column.
Y = np.zeros((6, 2))
for i in range(6):
    Y[i, 0] = y[i]
    Y[i, 1] = 2.0 * y[i] + 1.0
S, R, K, V = np.linalg.lstsq(A, Y, rcond=None)
print(S)
print(R, K)

# float32 data: single-precision results.
s32, r32, k32, v32 = np.linalg.lstsq(A.astype(np.float32), y.astype(np.float32), rcond=None)
print(s32.dtype, r32.dtype, v32.dtype, k32, [f"{t:.4f}" for t in s32])
j32 = fit(A.astype(np.float32), y.astype(np.float32))
print(j32[0].dtype, j32[2], [f"{t:.4f}" for t in j32[0]])

# Integer data becomes float64.
Ai = np.array([[1, 0], [1, 1], [1, 2]])
yi = np.array([1, 3, 5])
si, ri, ki, vi = np.linalg.lstsq(Ai, yi, rcond=None)
print([f"{t:.6f}" for t in si], ri.shape, ki)

# Underdetermined: the minimum-norm solution and no residuals.
U = np.array([[1.0, 2.0, 3.0]])
su, ru, ku, vu = np.linalg.lstsq(U, np.array([6.0]), rcond=None)
print([f"{t:.6f}" for t in su], ru, ru.shape, ku, vu)

# Rank deficient: no residuals either.
D = np.array([[1.0, 2.0], [2.0, 4.0], [3.0, 6.0]])
sd, rd, kd, vd = np.linalg.lstsq(D, np.array([1.0, 2.0, 3.0]), rcond=None)
print([f"{t:.6f}" for t in sd], rd, kd)

# 1x1.
print(np.linalg.lstsq(np.array([[2.0]]), np.array([3.0]), rcond=None))

try:
    np.linalg.lstsq(A, np.array([1.0, 2.0]), rcond=None)
except np.linalg.LinAlgError as e:
    print("LinAlgError:", e)
