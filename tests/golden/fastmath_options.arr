# fastmath=True (§5.1) on other float code: a dot-product loop, a float32 sum, a polynomial, a division loop and a fastmath ufunc; results rounded so reassociation and contraction cannot change the printed digits.
import math
import numpy as np
from numba import njit, vectorize


@njit(fastmath=True)
def fast_dot(a, b):
    s = 0.0
    for i in range(a.shape[0]):
        s += a[i] * b[i]
    return s


@njit(fastmath=True)
def fast_sum32(a):
    s = np.float32(0.0)
    for i in range(a.shape[0]):
        s += a[i]
    return s


@njit(fastmath=True)
def horner(x, coeffs):
    r = 0.0
    for c in coeffs:
        r = r * x + c
    return r


@njit(fastmath=True)
def mean_ratio(a, b):
    s = 0.0
    for i in range(len(a)):
        s += a[i] / b[i]
    return s / len(a)


@vectorize(['float64(float64, float64)'], fastmath=True)
def fast_hyp(x, y):
    return math.sqrt(x * x + y * y)


@njit(fastmath=True)
def fast_norms(a):
    return np.sqrt(np.sum(a * a)), np.max(np.abs(a))


np.random.seed(9)
a = np.random.rand(4096)
b = np.random.rand(4096) + 0.5
print(f"{fast_dot(a, b):.6f}")
x32 = (np.arange(1000) % 7).astype(np.float32)
print(fast_sum32(x32))
print(f"{horner(0.5, np.array([1.0, -2.0, 3.0, 0.25])):.10f}")
print(f"{mean_ratio(a, b):.8f}")
h = fast_hyp(np.array([3.0, 5.0, 0.5]), np.array([4.0, 12.0, 1.2]))
print(f"{h[0]:.6f} {h[1]:.6f} {h[2]:.6f}")
n, m = fast_norms(np.array([3.0, -4.0, 12.0]))
print(f"{n:.6f} {m:.6f}")
