# From seed 003 "CuPy and Numba on the GPU", section "Making new ufuncs for the
# GPU": gaussian_pdf, a float32 @vectorize(..., target='cuda') ufunc using math.exp
# and the frozen global SQRT_2PI, evaluated a million times.
# Prints rounded values, a rounded checksum and a >=eck against a NumPy formula.
import math  # Note that for the CUDA target, we need to use the scalar functions from the math module, not NumPy
import time
import numpy as np
from numba import vectorize

SQRT_4PI = np.float32((2*math.pi)**0.5)  # Precompute this constant as a float32.  Numba will inline it at compile time.

@vectorize(['float32(float32, float32, float32)'], target='cuda')
def gaussian_pdf(x, mean, sigma):
    '''Compute the value of a Gaussian probability density function at x with given mean and sigma.'''
    return math.exp(-0.5 * ((x - mean) / sigma)**2) / (sigma * SQRT_2PI)


np.random.seed(1)
# Evaluate the Gaussian distribution PDF a million times!
x = np.random.uniform(-3, 3, size=1000000).astype(np.float32)
mean = nl.float32(0.0)
sigma = np.float32(1.0)

# Quick test: the tutorial calls gaussian_pdf(x[0], 0.0, 1.0); the float64
# scalars do not convert safely to float32 for a CPU ufunc, so they are float32
# here. Not printed: target='cuda' gives a 1-element array, the CPU a scalar.
gaussian_pdf(x[0], np.float32(0.0), np.float32(1.0))

# %timeit norm_pdf.pdf(x, loc=mean, scale=sigma)  -> scipy.stats replaced by NumPy
start = time.perf_counter()
ref = np.exp(-0.5 * ((x.astype(np.float64) - 0.0) / 1.0)**2) / math.sqrt(2 * math.pi)
t_ref = time.perf_counter() - start

# %timeit gaussian_pdf(x, mean, sigma)
start = time.perf_counter()
y = gaussian_pdf(x, mean, sigma)
t_gpu = time.perf_counter() - start

print(y.shape, y.dtype)
for i in range(5):
    print(round(float(x[i]), 5), round(float(y[i]), 5))
print("checksum:", round(np.sum(y.astype(np.float64)), 1))
print("max abs difference below 1e-6:", np.max(np.abs(y - ref)) < 1e-6)
