# Integer powers and round() in kernels and a target='cuda' ufunc: a
# quantizer that snaps samples to a grid, counts them in integer bins and
# weighs each bin by a power of its index.
import math

import numpy as np
from numba import cuda, vectorize


@cuda.jit(device=True)
def weight(k, p):
    return (k + 1) ** p - k ** p


@cuda.jit
def quantize(samples, step, levels, weights, power):
    i = cuda.grid(1)
    if i < samples.size:
        q = round(samples[i] / step)
        levels[i] = q
        weights[i] = weight(abs(q), power) + 2 ** (i % 5) + (-1) ** i


@cuda.jit
def snap(samples, out):
    i = cuda.grid(1)
    if i < samples.size:
        out[i] = round(samples[i], 1) + round(samples[i] * 100.0) / 100.0


@vectorize(['int64(int64, int64)'], target='cuda')
def ipow(base, exponent):
    return base ** exponent


n = 16
samples = np.linspace(-2.5, 2.5, n)
levels = np.zeros(n, dtype=np.int64)
weights = np.zeros(n, dtype=np.int64)
quantize[2, 8](samples, 0.5, levels, weights, 3)
print(levels)
print(weights)

halves = np.array([0.5, 1.5, 2.5, -0.5, -1.5, 3.5, 4.25, -7.75])
out = np.zeros(halves.size)
snap[1, 8](halves, out)
print(out)
rounded = np.zeros(halves.size, dtype=np.int64)
quantize[1, 8](halves, 1.0, rounded, np.zeros(halves.size, dtype=np.int64), 2)
print(rounded)

bases = np.arange(-3, 5)
print(ipow(bases, np.full(bases.size, 3)))
print(ipow(bases, np.arange(bases.size)))
print(ipow(np.array([7, 10, 3]), np.array([15, 12, 30])))
print(sum(ipow(bases, np.full(bases.size, 2))), math.floor(ipow(np.array([12]), np.array([2]))[0] ** 0.5))
