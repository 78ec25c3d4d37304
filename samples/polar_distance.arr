# From seed 003 "CuPy and Numba on the GPU", section "CUDA Device Functions":
# polar_to_cartesian as a @cuda.jit(device=True) function called by the
# target='cuda' ufunc polar_distance, checked against the CPU pair
# polar_to_cartesian_cpu (@numba.jit) / polar_distance_cpu. Prints rounded distances.
import math
import time
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
n = 1000000
rho1 = np.random.uniform(0.5, 1.5, size=n).astype(np.float32)
theta1 = np.random.uniform(-np.pi, np.pi, size=n).astype(np.float32)
rho2 = np.random.uniform(0.5, 1.5, size=n).astype(np.float32)
theta2 = np.random.uniform(-np.pi, np.pi, size=n).astype(np.float32)

start = time.perf_counter()
d_gpu = polar_distance(rho1, theta1, rho2, theta2)
t_gpu = time.perf_counter() - start

start = time.perf_counter()
d_cpu = polar_distance_cpu(rho1, theta1, rho2, theta2)
t_cpu = time.perf_counter() - start

print(d_gpu.shape, d_gpu.dtype)
for i in (0, 1, 2, n - 3, n - 2, n - 1):
    print(i, round(float(d_gpu[i]), 5))

# np.testing.assert_allclose(..., rtol=1e-7, atol=5e-7)
assert np.all(np.abs(d_gpu - d_cpu) <= 5e-7 + 1e-7 * np.abs(d_cpu)), "GPU and CPU differ"
print("GPU and CPU results agree")
print("mean distance:", round(np.mean(d_cpu.astype(np.float64)), 4))
