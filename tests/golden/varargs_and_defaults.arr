# *args parameters and f(*xs) calls as benchmark drivers write them, the
# command line handed to main(*sys.argv[1:]), defaults of every constant
# kind, keyword arguments, and one specialization per argument type.
import math
import sys
import time

import numpy as np
from numba import njit

N = 6


@njit
def dot(x, y):
    s = 0.0
    for i in range(x.shape[0]):
        s += x[i] * y[i]
    return s


@njit
def axpy(a, x, y):
    return a * x + y


def timed(func, *args):
    start = time.perf_counter()
    result = func(*args)
    return result, time.perf_counter() - start >= 0.0


def log(*parts):
    line = ""
    for p in parts:
        line += f"{p} "
    print(line + f"({len(parts)} parts)")


def describe(x):
    return x * 2


def make(n=N, dtype=np.float64, shape=(2, 3), axis=-1, scale=1e-3 * 2, label="grid", flag=True,
         eps=-math.pi, z=1 + 2j, nothing=None):
    a = np.ones(n, dtype=dtype)
    print(label, a.dtype, a.sum() * scale, shape, axis, flag, eps, z, nothing)


def main(*argv):
    print("arguments:", len(argv))
    for a in argv:
        print(" ", a)
    return 0


x = np.arange(4.0)
y = np.ones(4)
print(timed(dot, x, y))
print(timed(axpy, 2.0, x, y))
pair = (x, y)
print(dot(*pair), max(*(3, 9, 4)))
log("n =", N, "dt =", 0.25, (1, 2))
log()
print(describe(1), describe(1.5), describe(np.arange(3)), describe(True), describe(np.float32(0.25)))
make()
make(3, np.int32, label="ints")
make(shape=(4,), flag=False, n=2)
main(*sys.argv[1:])
