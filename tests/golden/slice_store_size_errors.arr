# Storing an array or a list of the wrong shape into a slice: @njit code raises Numba's ValueError "cannot assign slice from input of different size", host code NumPy's "could not broadcast input array from shape ... into shape ..."; shapes that broadcast are stored.
import numpy as np
from numba import njit


@njit
def shift_in(a, new):
    a[1:] = new
    return a


@njit
def set_row(m, k, row):
    m[k] = row
    return m


@njit
def set_block(m, block):
    m[:, :] = block
    return m


cases = [np.ones(2), np.ones(3), np.arange(4.0)]
for new in cases:
    try:
        print(shift_in(np.zeros(4), new))
    except ValueError as e:
        print("jit:", e)
for row in [np.ones(2), np.full(3, 2.0)]:
    try:
        print(set_row(np.zeros((2, 3)), 1, row))
    except ValueError as e:
        print("jit:", e)
for block in [np.ones(3), np.ones((1, 4)), np.ones((2, 3)) * 5]:
    try:
        print(set_block(np.zeros((2, 3)), block))
    except ValueError as e:
        print("jit:", e)
a = np.zeros(4)
try:
    a[1:] = [1.0, 2.0]
except ValueError as e:
    print("host:", e)
try:
    a[:] = np.ones((2, 2))
except ValueError as e:
    print("host:", e)
a[1:] = [7, 8, 9]
print(a)
