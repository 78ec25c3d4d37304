# GPU: math.sqrt/exp/sin/cos/log/tanh/atan2/pow/floor/fabs in kernels on float32 and float64 arrays; results printed rounded ({x:.4f}) and checked against NumPy with a tolerance.
import math
import numpy as np
from numba import cuda, float32


@cuda.jit
def unary_math(x, out):
    i = cuda.grid(1)
    if i < x.shape[0]:
        v = x[i]
        out[i, 0] = math.sqrt(v)
        out[i, 1] = math.exp(-v)
        out[i, 2] = math.sin(v)
        out[i, 3] = math.cos(v)
        out[i, 4] = math.log(v)
        out[i, 5] = math.tanh(v - 2)
        out[i, 6] = math.floor(3 * v)
        out[i, 7] = math.fabs(1 - v)


@cuda.jit
def binary_math(x, y, out):
    i = cuda.grid(1)
    if i < x.shape[0]:
        out[i, 0] = math.atan2(y[i], x[i])
        out[i, 1] = math.pow(x[i], 1.5)
        out[i, 2] = math.hypot(x[i], y[i])
        out[i, 3] = x[i] * y[i] + math.sqrt(x[i] + y[i] + 2)


@cuda.jit
def gaussian(x, out, mean, sigma):
    i = cuda.grid(1)
    if i < x.size:
        z = (x[i] - mean) / sigma
        out[i] = math.exp(-0.5 * z * z) / (sigma * math.sqrt(2 * math.pi))


def show(name, a):
    s = ""
    for v in a:
        s += f" {v:.4f}"
    print(name, a.dtype, s)


def run(x, y, tol):
    n = x.shape[0]
    u = np.zeros((n, 8), dtype=x.dtype)
    unary_math[1, 8](x, u)
    for k in range(n):
        show("x=" + f"{x[k]:.4f}", u[k])
    err = 0.0
    err = max(err, np.max(np.abs(u[:, 0] - np.sqrt(x))))
    err = max(err, np.max(np.abs(u[:, 1] - np.exp(-x))))
    err = max(err, np.max(np.abs(u[:, 2] - np.sin(x))))
    err = max(err, np.max(np.abs(u[:, 3] - np.cos(x))))
    err = max(err, np.max(np.abs(u[:, 4] - np.log(x))))
    err = max(err, np.max(np.abs(u[:, 5] - np.tanh(x - 2))))
    err = max(err, np.max(np.abs(u[:, 6] - np.floor(3 * x))))
    err = max(err, np.max(np.abs(u[:, 7] - np.abs(1 - x))))
    print("unary close:", err < tol)
    b = np.zeros((n, 4), dtype=x.dtype)
    binary_math[2, 4](x, y, b)
    for k in range(n):
        show("b", b[k])
    err = 0.0
    err = max(err, np.max(np.abs(b[:, 0] - np.arctan2(y, x))))
    err = max(err, np.max(np.abs(b[:, 1] - x ** 1.5)))
    err = max(err, np.max(np.abs(b[:, 2] - np.sqrt(x * x + y * y))))
    err = max(err, np.max(np.abs(b[:, 3] - (x * y + np.sqrt(x + y + 2)))))
    print("binary close:", err < tol * 10)


np.random.seed(18)   # no printed float32 value lies within 8 ulps of a rounding boundary
n = 6
x64 = np.random.uniform(0.5, 4.0, n)
y64 = np.random.uniform(-2.0, 2.0, n)
run(x64, y64, 1e-12)
x32 = np.random.uniform(0.5, 4.0, n).astype(np.float32)
y32 = np.random.uniform(-2.0, 2.0, n).astype(np.float32)
run(x32, y32, 1e-5)

xs = np.linspace(-3.0, 3.0, 7).astype(np.float32)
g = np.zeros_like(xs)
gaussian[1, 8](xs, g, np.float32(0.5), np.float32(1.5))
show("pdf", g)
