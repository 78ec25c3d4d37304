# Array types written wrongly are errors in Numba's words, never an
# internal error: an array type subscripted again (nb.float64[::1][:]), an
# integer or a bounded slice as a dimension, more than 4 dimensions; in a
# module variable's annotation (which Python evaluates), in the annotation
# np.load needs, and in signatures.
import numba as nb
import numpy as np
from numba import njit

x: nb.float64[::1][:] = np.zeros(2)
y: nb.int32[:][:, :] = np.load("y.npy")
names: list[str] = ["a"]


@njit(nb.float64(nb.float64[3]))
def first(a):
    return a[0]


@njit(nb.void(nb.float64[1:2], nb.float32[:, :, :, :, :]))
def fill(a, b):
    a[0] = 1.0


def total(a: nb.float64[:, 0]) -> nb.float64:
    return a.sum()


print(x, y, names, first(np.zeros(3)), total(np.zeros((2, 2))))
# ERROR 10:4: The dtype of a Buffer type cannot itself be a Buffer type
# ERROR 11:4: The dtype of a Buffer type cannot itself be a Buffer type
# ERROR 15:29: Can only index numba types with slices with no start or stop
# ERROR 20:26: Can only index numba types with slices with no start or stop
# ERROR 25:28: Can only index numba types with slices with no start or stop
