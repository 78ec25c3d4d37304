# Seed 003: polar_distance as a target='cuda' ufunc calling a @cuda.jit(device=True) function that returns a tuple, and the cpu pair (@numba.jit helper returning a tuple, default-target ufunc); rounded results.
import math
import numpy as np
import numba
from numba import vectorize
from numba import cuda


@cuda.jit(device=True)
def polar_to_cartesian(rho, theta):
    x = rho * math.cos(theta)
    y = rho * math.sin(theta)
    return x, y  # This is Python, so let's return a tuple

@vectorize(['float32(float32, float32, float32, float32)'], target='cuda')
def polar_distance(rho1, theta1, rho2, theta2):
    x1, y1 = polar_to_cartesian(rho1, theta1)
    x2, y2 = polar_to_cartesian(rho2, theta2)

    return ((x1 - x2)**2 + (y1 - y2)**2)**0.5


@numba.jit
def polar_to_cartesian_cpu(rho, theta):
    x = rho * math.cos(theta)
    y = rho * math.sin(theta)
    return x, y  # This is Python, so let's return a tuple

@vectorize(['float32(float32, float32, float32, float32)'])  # default target is CPU
def polar_distance_cpu(rho1, theta1, rho2, theta2):
    x1, y1 = polar_to_cartesian_cpu(rho1, theta1)
    x2, y2 = polar_to_cartesian_cpu(rho2, theta2)

    return ((x1 - x2)**2 + (y1 - y2)**2)**0.5


np.random.seed(3)
n = 200
rho1 = np.random.uniform(0.5, 1.5, size=n).astype(np.float32)
theta1 = np.random.uniform(-np.pi, np.pi, size=n).astype(np.float32)
rho2 = np.random.uniform(0.5, 1.5, size=n).astype(np.float32)
theta2 = np.random.uniform(-np.pi, np.pi, size=n).astype(np.float32)

d_gpu = polar_distance(rho1, theta1, rho2, theta2)
d_cpu = polar_distance_cpu(rho1, theta1, rho2, theta2)
print(d_gpu.shape, d_gpu.dtype, d_cpu.shape, d_cpu.dtype)
for i in (0, 1, 2, n - 3, n - 2, n - 1):
    print(i, f"{d_gpu[i]:.4f}", f"{d_cpu[i]:.4f}")
assert np.all(np.abs(d_gpu - d_cpu) <= 5e-7 + 1e-7 * np.abs(d_cpu)), "GPU and CPU differ"
print("GPU and CPU results agree")
print(f"mean distance: {np.mean(d_cpu.astype(np.float64)):.3f}")

# the tuple-returning helper called from host code
px, py = polar_to_cartesian_cpu(2.0, 0.0)
print(px, py)
# a point and itself: distance 0; opposite points: distance 2 * rho
z = polar_distance_cpu(np.float32(1.0), np.float32(0.5), np.float32(1.0), np.float32(0.5))
print(z)
