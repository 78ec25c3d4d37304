# np.around / np.round / np.round_ with decimals, and ufuncs as values:
# a ufunc held in a variable, passed to a function, chosen from a tuple.
import numpy as np
from numba import njit


@njit
def jit_round(a, d):
    out = np.empty_like(a)
    np.around(a, d, out)
    return out, np.round_(2.675, 2), np.around(1234.5678, -2), np.around(-0.5), np.round_(25, -1)


a = np.array([1.25, 2.5, -3.5, 0.125, 1234.5678, -0.0, np.nan, np.inf])
for d in (0, 1, 2, -1, -2):
    print(d, np.around(a, d), np.round(a, decimals=d), np.round_(a.astype(np.float32), d))
    print(d, jit_round(a, d))
ints = np.array([15, 25, -35, 149, 0], np.int32)
print(np.around(ints), np.around(ints, -1), np.round(ints, 2).dtype, np.around(ints.astype(np.int64), -2))
print(np.round(2.5), np.round(3.5), np.round(-2.5), np.around(2.675, 2), np.round(1234, -2), np.round(np.float32(1.5)))
print(np.around(np.zeros(0)), np.around(np.array([[1.55, 2.45], [3.5, 4.5]]), 1))
print(jit_round(np.array([1.5]), 0)[0], jit_round(np.zeros(0), 1)[0])

# Ufuncs as values.
f = np.add
print(f(np.array([1, 2]), 10), f(1.5, 2))
ops = (np.add, np.subtract, np.multiply, np.maximum)


def apply(op, x, y):
    return op(x, y)


x = np.array([3.0, -1.0, 4.0])
y = np.array([1.0, 5.0, -9.0])
print(apply(np.add, x, y), apply(np.fmax, x, y), apply(np.hypot, x, y), apply(np.logaddexp, x, y))
for op in ops:
    print(op(x, y))


@njit
def combine(x, y):
    g = np.multiply
    h = np.true_divide
    return g(x, y), h(x, y)


print(combine(x, y))
