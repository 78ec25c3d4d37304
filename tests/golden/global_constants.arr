# Global constants (§1.2) read by host and @njit functions: numbers, tuples, dtype names, constant calls and arithmetic.
import math
import numpy as np
from numba import njit

N = 8
SCALE = 2.5
OFFSET = N * 3 + 1
SHAPE = (2, 3)
DTYPE = np.float32
ROOT2 = math.sqrt(2.0)
HALF = np.float32(0.5)
GREETING = "hello"
DEBUG = False
LIMITS = (-1.5, 1.5)


@njit
def scaled(i):
    return i * SCALE + OFFSET


@njit
def make():
    return np.zeros(SHAPE, dtype=DTYPE)


@njit
def clamp(x):
    lo, hi = LIMITS
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x


def host_sum():
    total = 0
    for i in range(N):
        total += i
    return total


print(N, SCALE, OFFSET, SHAPE, ROOT2, HALF, GREETING, DEBUG)
print(scaled(2), scaled(0))
m = make()
print(m, m.dtype, m.shape)
print(clamp(-3.0), clamp(0.25), clamp(7.0))
print(host_sum())
if not DEBUG:
    print(GREETING, "world", N * ROOT2)
