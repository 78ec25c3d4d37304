# Complex division rounds as CPython's and Numba's do (they scale by the larger part of the divisor): impedances of a small AC circuit, in host and @njit code, printed in full precision. Found by tests/diff.
from numba import njit


@njit
def divide(a, b):
    return a / b


@njit
def parallel_impedance(z1, z2):
    return (z1 * z2) / (z1 + z2)


r = 50.0
xl = 2j * 3.141592653589793 * 60.0 * 0.1
xc = -1j / (2 * 3.141592653589793 * 60.0 * 1e-5)
print(parallel_impedance(r + xl, xc))
print((r + xl) * xc / ((r + xl) + xc))
a = complex(1.5, 100000.0)
b = complex(6.02e+23, -2.0)
print(a / b, divide(a, b))
print((0.1 + 0.7j) / (0.3 + 1e-3j), divide(0.1 + 0.7j, 0.3 + 1e-3j))
print((1 + 2j) / (3 - 4j), divide(1e-300 + 1j, 1e-300 - 1e-300j))
