# Host code converts a list given to np.mean as NumPy does; Numba's np.mean takes arrays only, so @njit code needs np.array(...) first. Lists of strings are no array_like of numbers anywhere.
import numpy as np
from numba import njit


@njit
def average(xs):
    return np.mean(xs)  # ERROR 8:12: mean() needs an array, not list(float64)


print(average([1.0, 2.0]))
print(np.median(["a", "b"]))  # ERROR 12:7: np.median() needs an array, not list(unicode_type)
