# float ** int in a ufunc is Numba's square and multiply, on the CPU and
# with target='cuda' alike (the two may differ from pow in the last digit).
import numpy as np
from numba import vectorize


@vectorize(['float64(float64, float64)'], target='cuda')
def cubic_gpu(x, scale):
    return (np.float32(x) ** 3) * scale


@vectorize(['float64(float64, float64)'])
def cubic_cpu(x, scale):
    return (np.float32(x) ** 3) * scale


@vectorize(['float64(float64)'], target='cuda')
def poly(x):
    return 0.5 * x ** 5 - 2.0 * x ** 2 + x ** -3


np.random.seed(526)
x = (np.random.rand(8) * 6.0).reshape((2, 4))
g = cubic_gpu(np.ones((2, 4)), x)
c = cubic_cpu(np.ones((2, 4)), x)
for i in range(4):
    print(g[0, i], g[1, i], c[0, i] == g[0, i])
p = poly(np.linspace(0.7, 3.1, 5))
print(p[0], p[1], p[4])
