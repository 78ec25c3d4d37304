# target='parallel' ufuncs (§5.2): the same results as a cpu ufunc, on 1-D and 2-D arrays with broadcasting and on a larger array; sums printed rounded.
import math
import numpy as np
from numba import vectorize


@vectorize(['float64(float64, float64)'], target='parallel')
def smooth_par(x, y):
    return math.sqrt(x * x + y * y) + math.sin(x) * math.cos(y)


@vectorize(['float64(float64, float64)'])
def smooth_cpu(x, y):
    return math.sqrt(x * x + y * y) + math.sin(x) * math.cos(y)


@vectorize(['int64(int64, int64)', 'float64(float64, float64)'], target='parallel')
def mul_add(x, y):
    return x * y + 1


a = np.linspace(-2.0, 2.0, 9)
b = np.linspace(0.0, 4.0, 9)
p = smooth_par(a, b)
c = smooth_cpu(a, b)
print(p.dtype, p.shape, np.all(p == c))
print(f"{p[0]:.6f} {p[4]:.6f} {p[8]:.6f}")

g = smooth_par(a[:, np.newaxis], b)
print(g.shape, np.all(g == smooth_cpu(a[:, np.newaxis], b)))

big = np.arange(100000) * 0.001
s = smooth_par(big, big[::-1])
print(s.shape, f"{np.sum(s):.4f}")

print(mul_add(np.arange(5), np.arange(5)))
print(mul_add(np.arange(4).reshape((2, 2)), 3))
print(mul_add(np.array([0.5, 1.5]), 2.0))
