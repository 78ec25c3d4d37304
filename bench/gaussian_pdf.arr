# Benchmark "gaussian_pdf": seed 003 ("CuPy and Numba on the GPU"), section
# "Making new ufuncs for the GPU": gaussian_pdf, a float32 ufunc using math.exp
# and the frozen global SQRT_2PI, here with the default (cpu) target,
# evaluated on 10 million float32 values (the tutorial: a million, on the GPU).
# Each call returns a new float32 array (the allocation is timed, as in NumPy).
# Timing as in bench/RESULTS.md: one warm-up call (Numba compiles there), then
# R timed calls with time.perf_counter(); prints the median and a checksum.
# Run: python3 bench/gaussian_pdf.arr [R]   or   arrc bench/gaussian_pdf.arr -o g && ./g [R]
import math
import sys
import time
import numpy as np
from numba import njit, vectorize

SQRT_2PI = np.float32((2*math.pi)**0.5)  # Precompute this constant as a float32.  Numba will inline it at compile time.


@vectorize(['float32(float32, float32, float32)'])
def gaussian_pdf(x, mean, sigma):
    '''Compute the value of a Gaussian probability density function at x with given mean and sigma.'''
    return math.exp(-0.5 * ((x - mean) / sigma)**2) / (sigma * SQRT_2PI)


@njit
def checksum(y):
    # a sequential float64 sum, so that the C version can reproduce it bit for bit
    s = 0.0
    for i in range(y.shape[0]):
        s += y[i]
    return s


def median(ts):
    # selection sort of a copy by hand: the language has no sorted()
    a = []
    for t in ts:
        a.append(t)
    n = len(a)
    for i in range(n):
        m = i
        for k in range(i + 1, n):
            if a[k] < a[m]:
                m = k
        x = a[i]
        a[i] = a[m]
        a[m] = x
    if n % 2 == 1:
        return a[n // 2]
    return (a[n // 2 - 1] + a[n // 2]) / 2.0


R = 11
if len(sys.argv) > 1:
    R = int(sys.argv[1])

np.random.seed(1)
N = 10_000_000
x = np.random.uniform(-3, 3, size=N).astype(np.float32)
mean = np.float32(0.0)
sigma = np.float32(1.0)

y = gaussian_pdf(x, mean, sigma)              # warm-up
times = []
for r in range(R):
    t0 = time.perf_counter()
    y = gaussian_pdf(x, mean, sigma)
    times.append(time.perf_counter() - t0)

print(f"BENCH gaussian_pdf seconds={median(times):.6f}")
print(f"CHECK gaussian_pdf sum={checksum(y):.17g} y0={float(y[0]):.9g} ylast={float(y[N - 1]):.9g}")
