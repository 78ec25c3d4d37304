# GPU seed 003: polar_distance, a target='cuda' ufunc calling the @cuda.jit(device=True) function polar_to_cartesian that returns a tuple; results rounded, checked against NumPy.
import math
import numpy as np
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


np.random.seed(3)
n = 50
rho1 = np.random.uniform(0.5, 1.5, size=n).astype(np.float32)
theta1 = np.random.uniform(-np.pi, np.pi, size=n).astype(np.float32)
rho2 = np.random.uniform(0.5, 1.5, size=n).astype(np.float32)
theta2 = np.random.uniform(-np.pi, np.pi, size=n).astype(np.float32)

d = polar_distance(rho1, theta1, rho2, theta2)
print(d.shape, d.dtype)
for i in (0, 1, 2, n - 1):
    print(i, f"{d[i]:.4f}")
x1 = rho1 * np.cos(theta1)
y1 = rho1 * np.sin(theta1)
x2 = rho2 * np.cos(theta2)
y2 = rho2 * np.sin(theta2)
ref = np.sqrt((x1 - x2) ** 2 + (y1 - y2) ** 2)
print("matches NumPy:", np.max(np.abs(d - ref)) < 1e-5)
print(f"mean distance: {np.mean(d.astype(np.float64)):.3f}")
