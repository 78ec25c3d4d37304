# Numba's C-flavoured type names (double, float_, int_, intc, uchar, byte, char, short, ulonglong, ...) in signatures, string signatures, casts and numba.types: numba.float_ is float32 and numba.byte uint8, unlike NumPy's float_ and byte.
import numpy as np
from numba import njit, double, float_, int_, intc, uchar, byte, char, short, ushort, ulonglong, longlong, size_t, types


@njit(double(double, int_))
def scale(x, k):
    return x * k


@njit("float_(float_)")
def half(x):
    return x / 3


@njit(types.uintc(types.ssize_t))
def wrap(n):
    return n


@njit
def casts(x):
    return double(x), float_(x), intc(x), uchar(x), byte(x), char(x), short(x), ushort(x), ulonglong(x), longlong(x), size_t(x)


print(scale(1.5, 3), half(np.float32(2.0)), wrap(-1))
print(casts(300.7))
print(casts(70000.9))
