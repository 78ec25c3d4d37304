# float32 signal chain: per-stage gains multiplied with np.prod in float32
# (NumPy's multiply.reduce and Numba's np.prod stay in the array's dtype,
# one element after the other), and a float32 soft clipper in @njit code
# whose math.sinh, cosh, tanh, exp, log, sin, cos and ** are the C
# library's float32 functions, as in Numba, also for constant arguments.
import math
import numpy as np
from numba import njit


@njit
def chain_gain(stages):
    return np.prod(stages), stages.prod()


@njit
def shaper(x):
    a = math.sinh(x) / math.cosh(x)
    b = math.tanh(x) + math.exp(x) * np.float32(0.25)
    c = math.log(abs(x) + np.float32(1.0)) + math.sin(x) * math.cos(x)
    d = math.expm1(x) + math.log1p(abs(x)) + math.atan(x) + math.asinh(x)
    return a, b, c, d, abs(x) ** np.float32(1.5)


@njit
def shape_all(xs, out):
    for i in range(xs.size):
        a, b, c, d, e = shaper(xs[i])
        out[i] = a + b + c + d + e
    return out


np.random.seed(7)
stages = (np.random.rand(24) * 1.5 + 0.5).astype(np.float32)
print(np.prod(stages), stages.prod(), stages[:6].prod())
p1, p2 = chain_gain(stages)
print(np.float64(p1), np.float64(p2), p1 == np.prod(stages))
bank = stages.reshape(4, 6)
print(np.prod(bank, axis=0))
print(np.prod(bank, axis=1))

for v in [np.float32(-1.77), np.float32(0.5), np.float32(3.25), np.float32(-0.03125)]:
    a, b, c, d, e = shaper(v)
    print(np.float64(a), np.float64(b), np.float64(c), np.float64(d), np.float64(e))

xs = np.linspace(-2.0, 2.0, 9).astype(np.float32)
out = shape_all(xs, np.zeros(9, dtype=np.float32))
print(out)
print([np.float64(v) for v in out])
