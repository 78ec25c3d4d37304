# In @njit code an optional used by an operator (arithmetic, unary minus,
# a comparison other than with None) stands for its value, as in Numba:
# it works while the value is there and raises Numba's TypeError for None.
# It used to be refused at compile time (arithmetic) or to compare a None's
# leftover payload silently (idx == 0 was true for None).
import numpy as np
from numba import njit


@njit
def find(a, x):
    for i in range(len(a)):
        if a[i] == x:
            return i
    return None


@njit
def offset_of(a, x):
    idx = find(a, x)
    return idx * 10 + 1


@njit
def in_first_half(a, x):
    idx = find(a, x)
    return idx < len(a) // 2, idx == 0, idx != 2


@njit
def mirrored(a, x):
    idx = find(a, x)
    return -idx


@njit
def rescaled(a, factor):
    out = None
    if factor > 0:
        out = a * factor
    return out / 2.0


a = np.array([7, 3, 9, 1])
print(offset_of(a, 9), in_first_half(a, 7), in_first_half(a, 9), mirrored(a, 1))
print(rescaled(np.ones(3), 4.0))
print(in_first_half(a, 5))
print("not reached")
