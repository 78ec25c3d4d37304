# Configuration flags at the top of a program (DEBUG, MODE, LEVEL) decide
# branches before typing, as Numba prunes them: only the arm that runs is
# typed, so a debug-only conversion to float or a slow path with another
# type does not change the type of the result. Host code, @njit, a kernel.
import numpy as np
from numba import njit, cuda

DEBUG = False
MODE = "fast"
LEVEL = 2
TOLERANCE = 1e-3


@njit
def checksum(data, seed):
    acc = seed
    for x in data:
        acc = (acc * 31 + x) % 1000003
    # Only for debugging: the float would make acc a float64 everywhere.
    if DEBUG:
        acc = acc / 2.0
    return acc


@njit
def scaled_sum(data, factor):
    total = factor if MODE == "fast" else 0.5
    for x in data:
        total += x * factor
    return total


@njit
def clamp_count(counts, limit):
    out = 0
    for c in counts:
        if LEVEL > 1 and c > limit:
            out += limit
        else:
            out += c
    best = out if not (TOLERANCE > 1.0) else -1.0
    return best


@njit
def strided_total(data, start):
    # A local assigned once, to a constant, decides as a flag does.
    step = 2
    total = start if step > 1 else 0.0
    for i in range(0, data.size, step):
        total += data[i]
    return total


def describe(n):
    unit = n if LEVEL >= 2 else n / 10
    if DEBUG and n < 0:
        unit = 0.5
    return unit, "verbose" if DEBUG else "quiet"


@cuda.jit
def smooth(src, dst):
    i = cuda.grid(1)
    if i < src.size:
        v = src[i]
        if DEBUG:
            v = v * 0.5
        dst[i] = v + (1 if MODE == "fast" else 2)


data = np.array([3, 1, 4, 1, 5, 9, 2, 6], dtype=np.uint64)
print(checksum(data, np.uint64(7)))
print(scaled_sum(np.arange(5), np.uint64(3)))
print(clamp_count(np.array([1, 7, 3, 12]), 5))
print(strided_total(np.arange(7), 100))
print(describe(42), describe(-3))
src = np.arange(10, dtype=np.int64)
dst = np.zeros_like(src)
smooth[2, 8](src, dst)
print(dst)
