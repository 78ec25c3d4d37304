# @cfunc (Numba's C callbacks): the program calls them like functions; arrc
# compiles each for its signature, as Numba does when it reads the
# decorator, and `arrc -c` exports them to C (docs/library.md).
import math

import numpy as np
from numba import carray, cfunc, farray, njit, types

# Numba's example of a C callback over arrays C passes as pointers: C code
# calls it (tests/clib.sh does); the program only compiles it.
c_sig = types.void(types.CPointer(types.double), types.CPointer(types.double), types.intc, types.intc)


@cfunc(c_sig)
def my_callback(in_, out, m, n):
    in_array = carray(in_, (m, n))
    out_array = carray(out, (m, n))
    for i in range(m):
        for j in range(n):
            out_array[i, j] = 2 * in_array[i, j]


@cfunc("float64(voidptr, int64)")
def column_sum(p, n):
    a = farray(p, (n, 2), dtype=types.float64)
    return a[:, 0].sum()


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
# .ctypes is the C function as ctypes calls it: the compiled code.
print("%.10f" % damped.ctypes(2.5, 3), gcd.ctypes(12, 18))
call = positive.ctypes
print(call(3.0))
