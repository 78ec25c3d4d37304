# Shift counts of 64 or more, and negative ones, never give LLVM's poison:
# host code shifts exactly (1 >> 64 is 0, -8 >> 70 is -1), NumPy's array
# loops shift every bit out (a << 64 is 0, also for a negative count), and
# jitted code gives what Numba's gives on x86 (a variable count is taken
# modulo 64, a constant one of 64 or more gives 0).
import numpy as np
from numba import njit


def shift_right(x, n):
    return x >> n


def shift_left(x, n):
    return x << n


def bit_length(x):
    n = 0
    while x >> n:
        n += 1
    return n


print(shift_right(1, 64), shift_right(-8, 70), shift_right(1 << 40, 63), shift_right(-1, 1000))
print(shift_left(3, 61), shift_left(0, 100), bit_length(1 << 62), bit_length(12345))

a = np.array([1, -8, 3, 1 << 40])
print(a << 64, a >> 64, a << -1, a >> -1, a << 63, a >> 65)
flags = np.array([1, 2, 4], dtype=np.int32)
print(flags << np.array([1, 31, 40], dtype=np.int32), flags >> np.array([0, 1, 32], dtype=np.int32))


@njit
def shifts(x, n):
    return x << n, x >> n


@njit
def constant_shifts(x):
    return x << 64, x >> 64, x << 70


@njit
def array_shifts(v, n):
    return v << n


print(shifts(1, 64), shifts(1, 65), shifts(-8, 64), shifts(1, -1), shifts(3, 63))
print(constant_shifts(1), constant_shifts(-1), constant_shifts(5))
print(array_shifts(a, 64), array_shifts(a, 65), array_shifts(a, -1))
