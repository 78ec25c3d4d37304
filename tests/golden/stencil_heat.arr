# Heat diffusion and Jacobi relaxation with @stencil: a 2-D 5-point kernel
# applied step after step from host code, from an @njit time loop (with
# out= and two buffers) and from an @njit(parallel=True) loop, in float64
# and float32 (out= in @njit code needs the kernel's result type: Numba
# 0.56 fails to lower a float32 out for a float64 kernel).
import numpy as np
from numba import stencil, njit


@stencil
def heat_step(u, alpha):
    return u[0, 0] + alpha * (u[-1, 0] + u[1, 0] + u[0, -1] + u[0, 1] - 4.0 * u[0, 0])


@stencil
def jacobi(u):
    return 0.25 * (u[-1, 0] + u[1, 0] + u[0, -1] + u[0, 1])


@stencil
def jacobi_rhs(u, f, h2):
    return 0.25 * (u[-1, 0] + u[1, 0] + u[0, -1] + u[0, 1] - h2 * f[0, 0])


@njit
def diffuse(u, alpha, steps):
    a = u.copy()
    b = np.zeros_like(u)
    for _ in range(steps):
        heat_step(a, alpha, out=b)
        # The border of b stays what it was: the boundary condition.
        b[0, :] = a[0, :]
        b[-1, :] = a[-1, :]
        b[:, 0] = a[:, 0]
        b[:, -1] = a[:, -1]
        a, b = b, a
    return a


@njit(parallel=True)
def relax(u, steps):
    for _ in range(steps):
        inner = jacobi(u)
        u[1:-1, 1:-1] = inner[1:-1, 1:-1]
    return u


@njit
def poisson(f, steps):
    n = f.shape[0]
    h2 = (1.0 / (n - 1)) ** 2
    u = np.zeros_like(f)
    for _ in range(steps):
        v = jacobi_rhs(u, f, h2)
        u[1:-1, 1:-1] = v[1:-1, 1:-1]
    return u


def hot_plate(n, dtype):
    u = np.zeros((n, n), dtype=dtype)
    u[0, :] = 100.0
    u[n // 2, n // 2] = 50.0
    return u


u = hot_plate(12, np.float64)
once = heat_step(u, 0.1)
print(once.dtype, once.shape)
print(np.round(once[:4, :6], 6))
print(once[0, :3], once[-1, -3:])

d = diffuse(u, 0.2, 25)
print(d.dtype, round(d.sum(), 6), np.round(d[1:4, 4:8], 4))

u32 = hot_plate(9, np.float32)
s32 = heat_step(u32, np.float32(0.1))
print(s32.dtype, np.round(s32[1, :5], 4))
o32 = np.full((9, 9), -1.0, dtype=np.float32)
heat_step(u32, 0.25, out=o32)
print(o32.dtype, o32[0, :3], np.round(o32[1, :5], 4))

r = relax(hot_plate(16, np.float64), 40)
print(round(r.sum(), 6), np.round(r[1, 5:9], 5), np.round(r[8, 7:10], 5))
j32 = jacobi(hot_plate(6, np.float32))
print(j32.dtype, j32[1])

f = np.ones((10, 10))
p = poisson(f, 30)
print(np.round(p[4:6, 4:6], 6), round(p.sum(), 6))
