# @njit and @jit(nopython=True) functions with and without explicit signatures, called from host code and each other.
import numba as nb
from numba import njit, jit, float64, int32, int64


@njit
def square(x):
    return x * x


@njit
def hypot(a, b):
    return (square(a) + square(b)) ** 0.5


@jit(nopython=True)
def poly(x):
    return 3 * x * x - 2 * x + 1


@njit('float64(float64, float64)')
def weighted(a, b):
    return 0.25 * a + 0.75 * b


@njit(int64(int64, int64))
def gcd(a, b):
    while b != 0:
        a, b = b, a % b
    return a


@jit(float64(int32, int32), nopython=True)
def ratio(a, b):
    return a / b


@nb.njit(nb.float64(nb.float64))
def half(x):
    return x / 2


def triple_plain(x):
    return 3 * x


triple = njit(triple_plain)

print(square(7), square(1.5))
print(hypot(3.0, 4.0), hypot(5, 12))
print(poly(2), poly(0.5))
print(weighted(1.0, 2.0), weighted(4, 8))
print(gcd(48, 36), gcd(17, 5), gcd(0, 9))
print(ratio(nb.int32(7), nb.int32(2)), ratio(1, 3))
print(half(5), half(2.5))
print(triple(4), triple(1.25), triple_plain(2))
