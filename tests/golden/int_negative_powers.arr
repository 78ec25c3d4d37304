# int ** negative int: a constant expression folds with Python's semantics
# everywhere (10 ** -2 is 0.01, also in @njit code, as Python's compiler
# folds it before Numba sees it); in host code a constant negative exponent
# makes the power a float (n = -1; 2 ** n is 0.5; a **= -1); a variable
# exponent in jitted code is Numba's integer power (0 unless the base is
# 1 or -1). Integer constant expressions are exact even when a part leaves
# 64 bits (-(1 << 63), 2 ** 64 // 4).
import numpy as np
from numba import njit

SCALE = -3
print(10 ** -2, 2 ** -1, (-2) ** -3, 10 ** -2 * 100, 10 ** SCALE)
n = -1
print(2 ** n, 5 ** (n - 1), pow(4, n))
a = 2
a **= -1
print(a)
print(-(1 << 63), 2 ** 64 // 4, (1 << 70) >> 10, 1 >> 64, -1 >> 100, 7 % 2 ** 62)

microns = np.array([120.0, 35.5, 2.0])
print(microns * 10 ** -6)


def to_unit(x, exponent):
    return x * 10.0 ** exponent


print(to_unit(3.5, -2), to_unit(3, 2))


@njit
def folded():
    return 10 ** -2, 2 ** -1 * 4, 3 ** 2 ** 2, (-1) ** -3


@njit
def variable_power(x, k):
    return x ** k


@njit
def literal_negative(x):
    return x ** -2


@njit
def scaled(values):
    out = np.empty(values.shape[0])
    for i in range(values.shape[0]):
        out[i] = values[i] * 10 ** -3
    return out


print(folded())
print(variable_power(2, -1), variable_power(-1, -3), variable_power(1, -2), variable_power(10, 2))
print(literal_negative(3), literal_negative(1), literal_negative(-1))
print(scaled(np.array([1500.0, 20.0])))
