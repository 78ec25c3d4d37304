# Fixed-width types in @njit code: casts with np./nb. type names, int32+int32 gives int64, wrap-around, float32 results.
import numpy as np
import numba as nb
from numba import njit


@njit
def add32(a, b):
    return a + b


@njit
def wrap_int8(x):
    return nb.int8(x)


@njit
def wrap_uint8(x):
    return np.uint8(x)


@njit
def overflow64(x):
    return x + 1, x * 2


@njit
def f32_mean(a):
    s = np.float32(0.0)
    for v in a:
        s += v
    return s / np.float32(a.shape[0])


@njit
def casts(x):
    return int(x), np.int32(x), np.float32(x), nb.float64(x), np.int64(x)


i32 = np.int32(2000000000)
print(add32(i32, i32))
print(wrap_int8(300), wrap_int8(-129), wrap_uint8(256 + 7), wrap_uint8(-1))
print(overflow64(9223372036854775807))
a = np.array([0.1, 0.2, 0.3, 0.4], dtype=np.float32)
m = f32_mean(a)
print(m)
print(casts(2.75))
print(casts(-2.75))
print(np.int16(1234), np.uint32(7), np.float32(2.5), np.float64(1.0 / 3.0), np.int64(-9))
u = np.arange(3, dtype=np.uint16)
print(u[2], u.dtype)
print(np.float32(0.5) + np.float32(0.25), np.float32(3.0) * np.float32(1.5))
