# A benchmark driver as Numba tutorials write it: the same @njit kernels run
# for each dtype of a literal list, each iteration typed on its own (host
# code is Python; arrc unrolls the loop), and a table of functions whose
# names are printed with their results.
import math
import time

import numpy as np
from numba import njit


@njit
def saxpy(a, x, y):
    out = np.empty_like(x)
    for i in range(x.shape[0]):
        out[i] = a * x[i] + y[i]
    return out


@njit
def norm(x):
    s = 0.0
    for v in x:
        s += v * v
    return math.sqrt(s)


def run(dtype, n):
    x = np.arange(n).astype(dtype)
    y = np.ones(n, dtype=dtype)
    t0 = time.perf_counter()
    r = saxpy(dtype(2.0), x, y)
    elapsed = time.perf_counter() - t0
    print(f"{dtype.__name__}/{r.dtype}: n={n} sum={r.sum()} norm={norm(r):.4f} timed={elapsed >= 0}")
    return r


for dtype in [np.float32, np.float64]:
    run(dtype, 8)

for i, dt in enumerate((np.int32, np.int64, np.float32, np.float64, np.complex128)):
    a = np.ones(3, dtype=dt) * (i + 1)
    print(i, a.dtype, a, a[0] + a[2])


def square(x):
    return x * x


def halve(x):
    return x / 2


def root(x):
    return math.sqrt(x)


for f in (square, halve, root):
    print(f"{f.__name__:>8}: {f(9)}")

# The elements of a mixed literal keep their own types, as in Python.
for value in (1, 2.5, "text", True, None, (3, "x"), np.float32(0.5)):
    print(value)

for n, label in [(10, "small"), (1000, "large")]:
    print(label, n, n * 2)

# zip and enumerate(start=) of displays unroll too.
for label, dt in zip(("single", "double", "half-missing"), [np.float32, np.float64]):
    print(label, np.ones(1, dtype=dt).dtype)
for rank, dt in enumerate([np.int8, np.float64], 1):
    print(rank, dt(3))
for i, v in enumerate((1, "a"), start=10):
    print(i, v)
for fn in (np.sin, math.sqrt, np.float32, np.bool_):
    print(fn.__name__, end=" ")
print()
