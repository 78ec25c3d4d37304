# A bare @vectorize compiles a loop for the element types of each call that
# none of its loops takes, and NumPy runs a host-code call through the
# first loop its operands convert to safely: after readings in float64,
# integer counts go through the float64 loop too; float32 data with a
# Python float stays float32; jitted code uses a loop of exactly its types.
import numpy as np
from numba import njit, vectorize


@vectorize
def to_kelvin(celsius, offset):
    return celsius + offset


@vectorize
def weighted(x, w):
    return x * w


@vectorize
def ratio(a, b):
    return a / b if b != 0 else 0.0


@njit
def kelvin_jit(c):
    return to_kelvin(c, 273)


readings = np.array([21.5, 19.0, -3.25])
print(to_kelvin(readings, 273.15))
whole_degrees = np.array([20, 25, 30])
print(to_kelvin(whole_degrees, 273))
small = np.array([1, 2, 3], dtype=np.int8)
print(to_kelvin(small, 1), to_kelvin(small, 1).dtype)
print(kelvin_jit(whole_degrees), kelvin_jit(np.array([1.5])))
print(to_kelvin(5, 273), to_kelvin(np.int16(5), np.int16(2)))

samples = np.linspace(0.0, 1.0, 5).astype(np.float32)
print(weighted(samples, np.float32(2)).dtype)
w = weighted(samples, 0.5)
print(w, w.dtype)
counts = np.arange(4, dtype=np.int16)
wc = weighted(counts, 3)
print(wc, wc.dtype)
big = weighted(np.arange(3), 2)
print(big, big.dtype)
wide = weighted(samples, 1e300)
print(wide.dtype, weighted(np.arange(3), 2).dtype)

print(ratio(np.array([3, 4, 5]), np.array([2, 0, 4])))
print(ratio(np.array([3.0, 1.0]), np.array([0.0, 8.0])))
print(ratio(7, 2), ratio(True, True))
