# GPU: device functions (@cuda.jit(device=True)) returning tuples (seed 003's polar_to_cartesian, divmod-like ints, min/max pairs) and calling other device functions.
import math
import numpy as np
from numba import cuda


@cuda.jit(device=True)
def polar_to_cartesian(rho, theta):
    x = rho * math.cos(theta)
    y = rho * math.sin(theta)
    return x, y  # This is Python, so let's return a tuple


@cuda.jit(device=True)
def div_mod(a, b):
    return a // b, a % b


@cuda.jit(device=True)
def min_max_sum(a, b, c):
    lo = min(a, min(b, c))
    hi = max(a, max(b, c))
    return lo, hi, a + b + c


@cuda.jit(device=True)
def distance(rho1, theta1, rho2, theta2):
    x1, y1 = polar_to_cartesian(rho1, theta1)
    x2, y2 = polar_to_cartesian(rho2, theta2)
    return ((x1 - x2)**2 + (y1 - y2)**2)**0.5


@cuda.jit
def polar_kernel(rho, theta, xy, dist):
    i = cuda.grid(1)
    if i < rho.size:
        x, y = polar_to_cartesian(rho[i], theta[i])
        xy[i, 0] = x
        xy[i, 1] = y
        dist[i] = distance(rho[i], theta[i], 1.0, 0.0)


@cuda.jit
def int_kernel(a, b, q, r, stats):
    i = cuda.grid(1)
    if i < a.size:
        q[i], r[i] = div_mod(a[i], b[i])
        t = min_max_sum(a[i], b[i], q[i])
        stats[i, 0] = t[0]
        stats[i, 1] = t[1]
        stats[i, 2] = t[2]


np.random.seed(3)
n = 8
rho = np.random.uniform(0.5, 1.5, n)
theta = np.random.uniform(-np.pi, np.pi, n)
xy = np.zeros((n, 2))
dist = np.zeros(n)
polar_kernel[1, 32](rho, theta, xy, dist)
for i in range(4):
    print(f"{xy[i, 0]:.5f} {xy[i, 1]:.5f} {dist[i]:.5f}")
ref = np.sqrt((rho * np.cos(theta) - 1.0) ** 2 + (rho * np.sin(theta)) ** 2)
print("matches NumPy:", np.max(np.abs(dist - ref)) < 1e-12)

a = np.array([17, -17, 100, 7, 0, -1, 45, 99], dtype=np.int64)
b = np.array([5, 5, 7, -3, 4, 3, 45, 10], dtype=np.int64)
q = np.zeros(n, dtype=np.int64)
r = np.zeros(n, dtype=np.int64)
stats = np.zeros((n, 3), dtype=np.int64)
int_kernel[2, 4](a, b, q, r, stats)
print(q)
print(r)
print("floor division:", np.all(q == a // b), np.all(r == a % b))
print(stats)
