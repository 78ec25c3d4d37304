# float ** int in jitted code is Numba's square and multiply (not pow, which
# differs in the last digits): literal and variable exponents, negative
# exponents (1 / x**n), float32, pow(), ufuncs, exponents beyond Numba's
# 0x10000 cutoff; integer powers with Numba's results for huge and negative
# exponents; host code keeps Python's pow and NumPy's fast paths for arrays.
import numpy as np
from numba import njit, vectorize


@njit
def lennard_jones(r, sigma, eps):
    s = sigma / r
    return 4.0 * eps * (s ** 12 - s ** 6)


@njit
def powers(x, n):
    return x ** n, pow(x, n), x ** -n


@njit
def literal_powers(x):
    return x ** 2, x ** 3, x ** 5, x ** 6, x ** -1, x ** -3, x ** 0, x ** 1


@njit
def horner_free(coeffs, x):
    # A polynomial written with powers, as in textbook code.
    total = 0.0
    for k in range(coeffs.shape[0]):
        total += coeffs[k] * x ** k
    return total


@njit
def power_loop(x):
    acc = 1.0
    for k in range(1, 9):
        x **= 3
        acc += x ** k
    return acc


@vectorize(['float64(float64)', 'float32(float32)'])
def sextic(x):
    return x ** 6 - x ** -2


@njit
def int_powers(a, n):
    return a ** n


radii = [0.95, 1.0, 1.12, 1.5, 2.5, 1.0 / 0.47]
for r in radii:
    print(r, lennard_jones(r, 1.0, 0.5))

print(powers(1.0 / 0.47, 6), powers(1.1, 7), powers(0.3, 11))
print(literal_powers(1.0 / 0.47))
print(literal_powers(-2.718281828459045))
x32 = np.float32(1.0 / 0.47)
print(literal_powers(x32)[3] == np.float32(92.7711181640625), powers(x32, 9)[0] == np.float32(896.3558))
print(powers(1.0000001, 70000), powers(1.0000001, 65536), powers(1.0000001, 65537))
print(horner_free(np.array([1.0, -0.5, 0.25, -0.125, 0.0625, 0.03125, 0.1]), 1.37))
print(power_loop(1.0001))
print(sextic(np.array([0.5, 1.3, 1.0 / 0.47, 3.7])))
print(int_powers(3, 39), int_powers(-3, 39), int_powers(2, 70000), int_powers(3, 70001), int_powers(-1, 70001))
print(int_powers(1, 70000), int_powers(0, 70000), int_powers(2, -1), int_powers(-1, -3), int_powers(1, -5))

# Host code: Python's float ** int is the C library's pow.
for r in radii:
    s = 1.0 / r
    print(r, 4.0 * 0.5 * (s ** 12 - s ** 6), s ** 6, pow(s, 7), s ** -3)

# NumPy arrays in host code: pow, except the fast paths of a scalar exponent
# (x ** 0.5 is np.sqrt, x ** 2 np.square, x ** -1 np.reciprocal).
v = np.array([1.0 / 0.47, 1.1, 0.3, 4.0, 1e-3])
print(v ** 6, v ** -3)
print(np.array([-0.0, 0.0, 2.0, np.inf]) ** 0.5, v ** 0.5, v ** -1, v ** 2)
