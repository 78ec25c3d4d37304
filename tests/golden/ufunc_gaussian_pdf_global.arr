# Seed 003: gaussian_pdf, a float32 ufunc reading the frozen global SQRT_2PI (a np.float32 of a constant expression), on the cpu and cuda targets, checked against a NumPy formula; values printed rounded.
import math
import numpy as np
from numba import vectorize

SQRT_2PI = np.float32((2*math.pi)**0.5)  # Precompute this constant as a float32.  Numba will inline it at compile time.


@vectorize(['float32(float32, float32, float32)'], target='cuda')
def gaussian_pdf(x, mean, sigma):
    '''Compute the value of a Gaussian probability density function at x with given mean and sigma.'''
    return math.exp(-0.5 * ((x - mean) / sigma)**2) / (sigma * SQRT_2PI)


@vectorize(['float32(float32, float32, float32)'])
def gaussian_pdf_cpu(x, mean, sigma):
    return math.exp(-0.5 * ((x - mean) / sigma)**2) / (sigma * SQRT_2PI)


np.random.seed(1)
x = np.random.uniform(-3, 3, size=1000).astype(np.float32)
mean = np.float32(0.0)
sigma = np.float32(1.0)

y = gaussian_pdf(x, mean, sigma)
y_cpu = gaussian_pdf_cpu(x, mean, sigma)
print(y.shape, y.dtype, y_cpu.shape, y_cpu.dtype)
for i in range(5):
    print(f"{x[i]:.5f} {y[i]:.5f} {y_cpu[i]:.5f}")
print(f"checksum: {np.sum(y.astype(np.float64)):.3f}")
ref = np.exp(-0.5 * ((x.astype(np.float64) - 0.0) / 1.0)**2) / math.sqrt(2 * math.pi)
print("max abs difference below 1e-6:", np.max(np.abs(y - ref)) < 1e-6)
print("cpu and cuda agree:", np.max(np.abs(y - y_cpu)) < 1e-6)

# array mean and sigma, broadcast against a column of x values
means = np.array([-1.0, 0.0, 1.0], dtype=np.float32)
sigmas = np.array([0.5, 1.0, 2.0], dtype=np.float32)
pts = np.array([-1.0, 0.0, 0.5, 2.0], dtype=np.float32)
table = gaussian_pdf_cpu(pts[:, np.newaxis], means, sigmas)
print(table.shape)
for i in range(4):
    print(f"{table[i, 0]:.5f} {table[i, 1]:.5f} {table[i, 2]:.5f}")
print(f"SQRT_2PI = {SQRT_2PI:.6f}")
