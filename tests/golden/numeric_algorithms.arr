# Small numeric algorithms in @njit code: Newton's square root, bisection, a series for pi, Horner, integer sqrt.
import math
from numba import njit


@njit
def newton_sqrt(x):
    g = x / 2.0
    for _ in range(50):
        nxt = 0.5 * (g + x / g)
        if abs(nxt - g) < 1e-15:
            return nxt
        g = nxt
    return g


@njit
def bisect_root(lo, hi):
    # root of x^3 - 2x - 5
    for _ in range(60):
        mid = 0.5 * (lo + hi)
        f = mid * mid * mid - 2.0 * mid - 5.0
        if f > 0.0:
            hi = mid
        else:
            lo = mid
    return 0.5 * (lo + hi)


@njit
def leibniz_pi(terms):
    s = 0.0
    sign = 1.0
    for k in range(terms):
        s += sign / (2 * k + 1)
        sign = -sign
    return 4.0 * s


@njit
def horner(x):
    coeffs = (2.0, -3.0, 0.5, 1.0)
    r = 0.0
    for c in coeffs:
        r = r * x + c
    return r


@njit
def isqrt(n):
    r = 0
    while (r + 1) * (r + 1) <= n:
        r += 1
    return r


print(newton_sqrt(2.0), math.sqrt(2.0))
print(newton_sqrt(1e6))
print(bisect_root(2.0, 3.0))
print(leibniz_pi(1000))
print(round(leibniz_pi(100000), 8))
print(horner(1.5), horner(-2.0))
print(isqrt(99), isqrt(100), isqrt(12345))
