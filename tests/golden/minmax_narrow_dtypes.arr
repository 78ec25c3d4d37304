# np.minimum and np.maximum keep the dtype of their operands: uint8 pixels
# stay uint8 (and wrap in later uint8 arithmetic), bool masks stay bool,
# mixed operands follow NumPy's promotion in host code and Numba's loop
# choice in @njit code; equal operands (-0.0 and 0.0) give NumPy's second
# operand in host code and Numba's first in jitted code.
import numpy as np
from numba import njit, vectorize


@njit
def threshold(img, lo, hi):
    return np.minimum(np.maximum(img, lo), hi)


@njit
def overlap(a, b):
    return np.minimum(a, b), np.maximum(a, b)


@njit
def relu_scalar(x):
    return np.maximum(x, 0.0)


@vectorize
def soft_clip(x, limit):
    return np.minimum(x, limit) if x > 0 else np.maximum(x, -limit)


img = np.array([[3, 120, 250], [17, 64, 201]], dtype=np.uint8)
lo = np.full((2, 3), 20, dtype=np.uint8)
hi = np.full((2, 3), 200, dtype=np.uint8)
host = np.minimum(np.maximum(img, lo), hi)
jit = threshold(img, lo, hi)
print(host, host.dtype)
print(jit, jit.dtype)
print(host + np.uint8(100))
print(jit + np.uint8(100))
print(np.maximum(img, 100).dtype, np.minimum(img, -1).dtype)

m1 = np.array([True, False, True, False])
m2 = np.array([True, True, False, False])
both, either = overlap(m1, m2)
print(np.minimum(m1, m2), np.maximum(m1, m2), both, either, both.dtype)

counts = np.array([5, -3, 7], dtype=np.int32)
limits = np.array([4, 4, 4], dtype=np.int16)
c = np.minimum(counts, limits)
print(c, c.dtype, overlap(counts, limits)[0].dtype)
print(overlap(np.array([1, 9], dtype=np.uint16), np.array([4, 4], dtype=np.int8))[1].dtype)
print(overlap(np.array([1.5, 9.5], dtype=np.float32), np.array([4, 4], dtype=np.int64))[0].dtype)

signal = np.array([-0.0, 0.0, -2.5, np.nan, 1.0])
zeros = np.array([0.0, -0.0, 0.0, 0.0, np.nan])
print(np.minimum(signal, zeros), np.maximum(signal, zeros))
lo_j, hi_j = overlap(signal, zeros)
print(lo_j, hi_j)
print(np.maximum(-0.0, 0.0), relu_scalar(-0.0), relu_scalar(np.nan), np.minimum(np.int16(7), np.int16(3)))
print(soft_clip(np.array([-3.0, -0.5, 0.5, 3.0]), 1.0))
