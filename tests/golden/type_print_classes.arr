# Classes, builtin functions, ufuncs and exception classes print as Python
# shows them; a dtype object (a.dtype) prints its name.
import math

import numpy as np
from numba import njit


class Particle:
    def __init__(self, x, v):
        self.x = x
        self.v = v


@njit
def zero_like(x):
    zero = type(x)(0)
    return zero + x * 0


@njit
def show_kind(x):
    print("jitted:", type(x))


@njit
def total(xs):
    acc = type(xs[0])(0)
    for v in xs:
        acc += v
    return acc


print(int, float, complex, bool, str)
print(list, tuple, dict, set, range, enumerate, zip, type)
print(len, abs, print, sorted, min, max, isinstance)
print(np.sqrt, np.abs, np.exp, np.maximum, np.arctan2)
print(np.zeros, np.empty, np.arange, math.sqrt, math.floor)
print(np.float32, np.float64, np.int64, np.uint8, np.bool_, np.complex128, np.ndarray)
print(ValueError, ZeroDivisionError, KeyError)
print(Particle, type(Particle(0.0, 1.0)))
a = np.zeros(3, dtype=np.float32)
print(a.dtype, np.float32, a.dtype == np.float32)
print(str(int), str(np.float32), str(Particle), str(np.sqrt))
print(f"{float} and {np.uint8} and {a.dtype} and {len}")
print("%s %s" % (int, np.ndarray), "{} {}".format(ValueError, type(a)))
print(repr(int), repr(np.sqrt))
print(int.__name__, np.float32.__name__, len.__name__)

print(zero_like(5), zero_like(2.5), zero_like(np.float32(1.5)))
show_kind(3)
show_kind(2.5)
show_kind(np.float32(2.5))
print(total(np.arange(5)), total(np.linspace(0.0, 1.0, 5)))
p = Particle(1.0, 2.0)
if type(p) is Particle:
    print("p is a", type(p).__name__, Particle.__name__, ValueError.__name__)
