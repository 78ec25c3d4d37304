# A library of numerical functions for C programs (samples/clib/README.md).
# `arrc -c vecmath.arr -o vecmath.o --header vecmath.h` compiles the
# exported functions: the @cfunc, and the @njit and @cuda.jit functions
# with signatures. `python3 vecmath.arr` runs the tests at the end, which
# arrc's library mode does not run: their output is what main.c prints.
import math

import numpy as np
from numba import cfunc, cuda, njit


@cfunc("float64(float64, intc)")
def damped(x, n):
    # x * exp(-x / n): a scalar callback, as Numba's cfunc docs write them.
    return x * math.exp(-x / n)


@njit("float64(float64[:], float64[:])")
def dot(a, b):
    s = 0.0
    for i in range(a.shape[0]):
        s += a[i] * b[i]
    return s


@njit("void(float64[:, :])")
def normalize_rows(m):
    # Each row divided by its Euclidean norm, in place.
    for i in range(m.shape[0]):
        norm = 0.0
        for j in range(m.shape[1]):
            norm += m[i, j] * m[i, j]
        norm = math.sqrt(norm)
        if norm > 0.0:
            for j in range(m.shape[1]):
                m[i, j] /= norm


@njit("int64[:](int64)")
def squares(n):
    # A new array, which C frees with arrc_ndarray_free.
    return np.arange(n) ** 2


@njit("float64(float64[:], int64)")
def element(a, i):
    # An index out of range raises IndexError, which C sees as an error.
    if i < 0 or i >= a.shape[0]:
        raise IndexError("element index out of range")
    return a[i]


@cuda.jit("void(float32, float32[:], float32[:])")
def saxpy(alpha, x, y):
    # y = alpha * x + y, one thread per element.
    i = cuda.grid(1)
    if i < x.shape[0]:
        y[i] = alpha * x[i] + y[i]


if __name__ == "__main__":
    # The same calls as main.c, printed the same way.
    print("damped(2.5, 3) = %.12f" % damped(2.5, 3))
    a = np.arange(1.0, 6.0)
    b = np.linspace(0.5, 2.5, 5)
    print("dot = %.12f" % dot(a, b))
    m = np.array([[3.0, 4.0, 0.0], [1.0, 2.0, 2.0]])
    normalize_rows(m)
    for i in range(2):
        print("row %d: %.6f %.6f %.6f" % (i, m[i, 0], m[i, 1], m[i, 2]))
    sq = squares(6)
    print("squares:", " ".join(str(v) for v in sq))
    print("element(a, 2) = %.1f" % element(a, 2))
    n = 1000
    x = np.arange(n).astype(np.float32)
    y = np.ones(n, dtype=np.float32)
    saxpy[(n + 127) // 128, 128](np.float32(2.0), x, y)
    print("saxpy: y[0] = %.1f, y[999] = %.1f, sum = %.1f" % (y[0], y[999], y.astype(np.float64).sum()))
