# Comparing signed integers with 64-bit unsigned ones (hash values, byte
# offsets): Numba and NumPy compare them as float64 values, never as bit
# patterns, so a negative number is below every uint64.
import numpy as np
from numba import njit


@njit
def in_window(offset, start, stop):
    return start <= offset and offset < stop


@njit
def count_below(deltas, threshold):
    n = 0
    for d in deltas:
        if d < threshold:
            n += 1
    return n


@njit
def clamp_to_unsigned(x, limit):
    if x > limit:
        return limit
    if x < np.uint64(0):
        return np.uint64(0)
    return np.uint64(x)


@njit
def smaller_width(a, b):
    return a < b, a == b


top = np.uint64(1) << np.uint64(63)
print(in_window(np.int64(-5), np.uint64(0), top), in_window(np.int64(5), np.uint64(0), top))
print(count_below(np.array([-7, 3, -1, 9, 12], dtype=np.int64), np.uint64(10)))
print(clamp_to_unsigned(np.int64(-3), np.uint64(100)), clamp_to_unsigned(np.int64(250), np.uint64(100)))
print(smaller_width(np.int32(-1), np.uint64(9223372036854775807)))
print(smaller_width(np.int32(-1), np.uint32(4294967295)), smaller_width(np.int8(-1), np.uint8(255)))

# Host code: NumPy compares int64 with uint64 as float64 too.
h = np.uint64(1) << np.uint64(63)
print(np.int64(-10) >= h, np.int64(-10) < h, -10 < h, h > -1)
