# int() of a NumPy scalar in plain Python is a Python int, whatever its
# dtype: differences of uint32 histogram counts go negative instead of
# wrapping. An @njit function's narrow integer result reaches Python as a
# Python int too (Numba boxes it), while int() inside @njit keeps the type.
import numpy as np
from numba import njit


@njit
def histogram(pixels, nbins):
    counts = np.zeros(nbins, dtype=np.uint32)
    for p in pixels:
        counts[p * nbins // 256] += 1
    return counts


@njit
def brightest_bin(counts):
    best = np.uint16(0)
    for i in range(counts.size):
        if counts[i] > counts[best]:
            best = np.uint16(i)
    return best


@njit
def jit_int(x):
    return int(x) - np.uint8(1)


pixels = np.array([0, 10, 200, 210, 220, 255, 30, 40], dtype=np.uint8)
counts = histogram(pixels, 4)
print(counts)
changes = [int(counts[i + 1]) - int(counts[i]) for i in range(counts.size - 1)]
print(changes, -int(counts[0]), ~int(counts[1]))
b = brightest_bin(counts)
print(b, b - 5, -b, divmod(int(counts[3]), -2))
print(jit_int(np.uint8(0)), int(np.uint64(3511)) // -7, max(int(np.uint32(7)), 2))
