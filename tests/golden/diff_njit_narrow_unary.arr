# Negation and bitwise inversion of 8-, 16- and 32-bit integers in @njit code happen in the value's own width, as NumPy does: -np.uint8(7) is 249, ~np.uint8(5) is 250, -np.int8(-128) stays -128 (image pixels inverted, checksums of signed bytes). Found by tests/diff.
import numpy as np
from numba import njit


@njit
def invert_pixels(img):
    out = np.empty_like(img)
    for i in range(img.shape[0]):
        out[i] = ~img[i]
    return out


@njit
def negate_all(x8, x16, x32, u8, u16, u32):
    return -x8, -x16, -x32, -u8, -u16, -u32


@njit
def invert_all(x8, x16, x32, u8, u16, u32):
    return ~x8, ~x16, ~x32, ~u8, ~u16, ~u32


@njit
def wrapped_sum(values):
    total = 0
    for v in values:
        total += -v
    return total


img = np.array([0, 5, 128, 255], dtype=np.uint8)
print(invert_pixels(img))
print(negate_all(np.int8(-128), np.int16(-32768), np.int32(-2147483648), np.uint8(7), np.uint16(7), np.uint32(7)))
print(invert_all(np.int8(5), np.int16(5), np.int32(5), np.uint8(5), np.uint16(5), np.uint32(5)))
print(wrapped_sum(np.array([1, 2, 3], dtype=np.uint8)), wrapped_sum(np.array([1, 2, 3], dtype=np.int64)))
