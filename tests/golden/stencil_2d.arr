# A 2-D stencil (heat diffusion) with explicit loops in @njit code, double buffering with copies and views.
import numpy as np
from numba import njit


@njit
def step(u, out, alpha):
    n, m = u.shape
    for i in range(1, n - 1):
        for j in range(1, m - 1):
            out[i, j] = u[i, j] + alpha * (u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1] - 4.0 * u[i, j])


@njit
def simulate(n, steps):
    u = np.zeros((n, n))
    u[n // 2, n // 2] = 100.0
    v = u.copy()
    for _ in range(steps):
        step(u, v, 0.2)
        u, v = v, u
    return u


u = simulate(7, 4)
print(u)
total = 0.0
for i in range(7):
    for j in range(7):
        total += u[i, j]
print(round(total, 10))
print(u[3, 1:6])
