# GPU ufuncs from the seeds (@vectorize(..., target='cuda')): add_ufunc with broadcasting, check_prime_gpu, maximum on float32, gaussian_pdf with math.exp; array arguments only.
import math
import numpy as np
import numba as nb
from numba import vectorize


@vectorize(['int64(int64, int64)'], target='cuda')
def add_ufunc(x, y):
    return x + y


@nb.vectorize(['int32(int32)'], target='cuda')
def check_prime_gpu(num):
    for i in range(2, (num // 2) + 1):
       if (num % i) == 0:
           return 0
    return num


@vectorize(['float32(float32,float32)'],target='cuda')
def maximum_5(a,b):
  return max(a,b)


SQRT_2PI = np.float32((2*math.pi)**0.5)  # Precompute this constant as a float32.

@vectorize(['float32(float32, float32, float32)'], target='cuda')
def gaussian_pdf(x, mean, sigma):
    '''Compute the value of a Gaussian probability density function at x with given mean and sigma.'''
    return math.exp(-0.5 * ((x - mean) / sigma)**2) / (sigma * SQRT_2PI)


a = np.array([1, 2, 3, 4])
b = np.array([10, 20, 30, 40])
b_col = b[:, np.newaxis] # b as column array
c = np.arange(4*4).reshape((4,4))

print('a+b:\n', add_ufunc(a, b))
print()
print('b_col + c:\n', add_ufunc(b_col, c))

numbers = np.arange(0, 200, dtype=np.int32)
result = check_prime_gpu(numbers)
print(result.dtype, result.shape)
print("last 12:", result[-12:])
print("sum:", np.sum(result))

np.random.seed(5)
m1 = np.random.rand(4, 5, 6).astype(np.float32)
m2 = np.random.rand(4, 5, 6).astype(np.float32)
m = maximum_5(m1, m2)
print(m.shape, m.dtype, np.all(m == np.maximum(m1, m2)))
print(m[3, 4])

x = np.random.uniform(-3, 3, size=8).astype(np.float32)
mean = np.float32(0.0)
sigma = np.float32(1.0)
pdf = gaussian_pdf(x, mean, sigma)
print(pdf.dtype, pdf.shape)
s = ""
for v in pdf:
    s += f" {v:.5f}"
print("pdf:" + s)
