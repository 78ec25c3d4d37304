# isinstance in host code tells NumPy scalars from Python numbers as
# Python does: an int64 array's element is numpy.int64, which is not an
# int, a float64 array's element is a numpy.float64, which is a float, and
# a bool array's element is numpy.bool_, which is not a bool.
import numpy as np


def describe(x):
    if isinstance(x, bool):
        return "bool"
    if isinstance(x, int):
        return "int"
    if isinstance(x, float):
        return "float"
    return "other"


counts = np.arange(4)
weights = np.linspace(0.0, 1.0, 3)
flags = counts > 1
print(isinstance(counts[0], int), isinstance(len(counts), int), isinstance(int(counts[2]), int))
print(isinstance(weights[1], float), isinstance(flags[3], bool), isinstance(counts.max(), (int, float)))
print(describe(3), describe(2.5), describe(True))
