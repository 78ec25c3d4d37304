# isinstance decided from each value's static type, in host code (Python's
# classes: a bool is an int, np.float32 is not a float) and in @njit code
# (Numba's: every integer type is an int), with tuples of classes, and
# tuple() of a tuple.
import numpy as np
from numba import njit


@njit
def describe(n, x, t, l, c, a):
    return (isinstance(n, int), isinstance(n, float), isinstance(x, float), isinstance(x, (int, float)),
            isinstance(t, tuple), isinstance(l, list), isinstance(c, complex), isinstance(a[0], int),
            isinstance(l, tuple))


def kind(v):
    if isinstance(v, bool):
        return "bool"
    if isinstance(v, int):
        return "int"
    if isinstance(v, float):
        return "float"
    return "other"


print(describe(3, 2.5, (1, 2), [1], 1j, np.arange(3)))
print(kind(True), kind(7), kind(2.5), kind(1j), kind(np.float32(1.5)), kind([1]))
print(isinstance((1, 2.0), (list, tuple)), isinstance([1.5], list), isinstance(3, complex))
print(tuple((1, "a")), tuple((2.5,)))
