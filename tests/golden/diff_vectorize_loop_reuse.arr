# A bare @vectorize gains loops as it is called; NumPy then runs each call through the first loop its inputs convert to safely, so after a float64 call, int64 arrays also go through the float64 loop and give floats (a unit conversion used on measurements, then on integer counts). Found by tests/diff.
import numpy as np
from numba import vectorize


@vectorize
def scale(x, factor):
    return x * factor


@vectorize
def shift(x, by):
    return x + by


print(scale(np.array([0.5, 1.5, 2.5]), 2.0))
print(scale(np.arange(4), 3))
print(scale(np.arange(3, dtype=np.int32), 2))
print(shift(np.arange(3), 1))
print(shift(np.array([0.25, 0.5]), 1.0))
print(shift(np.arange(3), 2))
