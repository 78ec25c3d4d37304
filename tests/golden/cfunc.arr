# @cfunc (Numba's C callbacks): the program calls them like functions; arrc
# compiles each for its signature, as Numba does when it reads the
# decorator, and `arrc -c` exports them to C (docs/library.md).
import math

import numpy as np
from numba import cfunc, njit, types


@cfunc("float64(float64, intc)")
def damped(x, n):
    return x * math.exp(-x / n)


@cfunc(types.int64(types.int64, types.int64))
def gcd(a, b):
    while b != 0:
        a, b = b, a % b
    return a


@cfunc("boolean(float64)")
def positive(x):
    return x > 0.0


@cfunc("float64(float64[:])")
def mean(a):
    s = 0.0
    for i in range(a.shape[0]):
        s += a[i]
    return s / a.shape[0]


@cfunc("void(float64[:], float64)")
def scale(a, factor):
    for i in range(a.shape[0]):
        a[i] *= factor


@njit("float64(float64[:])")
def total(a):
    return a.sum()


print("%.10f" % damped(2.5, 3))
print(damped(0.0, 1))
print(gcd(84, 36), gcd(17, 5))
print(positive(1.5), positive(-2.0))
a = np.linspace(0.0, 1.0, 5)
print(mean(a))
scale(a, 2.0)
print(a)
print(total(a))
