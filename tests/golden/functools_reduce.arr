# functools.reduce with operator functions and functions of the program,
# math.prod for the size of a shape, and itertools.accumulate for running
# sums and products (with initial=), around a jitted stencil. The last
# reduce has no initial value and an empty list: Python's TypeError.
import functools
import itertools
import math
import operator
from functools import reduce

import numpy as np
from numba import njit


@njit
def smooth(a):
    out = a.copy()
    for i in range(1, a.shape[0] - 1):
        out[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0
    return out


def larger(a, b):
    return a if a > b else b


def combine_gcd(a, b):
    return math.gcd(a, b)


shape = (4, 3, 2)
size = functools.reduce(operator.mul, shape, 1)
print("shape", shape, "size", size, math.prod(shape), math.prod(shape, start=10))
a = smooth(np.arange(size, dtype=np.float64) % 5.0)
print("max", reduce(larger, [float(v) for v in a]), "sum", round(reduce(operator.add, [float(v) for v in a]), 9))
print("gcd", reduce(combine_gcd, [84, 126, 210]), reduce(operator.add, range(1, 11)), reduce(operator.sub, [10, 1, 2], 100))
print("running sums", [s for s in itertools.accumulate([3, 1, 4, 1, 5])])
print("running products", [p for p in itertools.accumulate([1, 2, 3, 4], operator.mul)])
print("with initial", [s for s in itertools.accumulate([0.5, 0.25], initial=1.0)])
print("running max", [m for m in itertools.accumulate([2, 7, 1, 8, 2], larger)])
print(math.prod([x for x in range(0)]), reduce(operator.add, [x for x in range(0)], 0))
empty = [int(v) for v in a if v > 100.0]
print(reduce(operator.add, empty))
