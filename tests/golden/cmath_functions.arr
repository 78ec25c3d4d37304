# Every cmath function in host code (CPython's algorithms) and in jitted code
# (Numba's: its own square root and log), on values near the unit circle,
# on the negative real axis and tiny ones, and the constants.
import cmath
import math
from numba import njit


@njit
def jroots(a, b, c):
    d = cmath.sqrt(b * b - 4 * a * c)
    return (-b + d) / (2 * a), (-b - d) / (2 * a)


@njit
def jfuncs(z):
    return (cmath.exp(z), cmath.log(z), cmath.log10(z), cmath.phase(z), cmath.polar(z), cmath.rect(2.0, 0.5),
            cmath.sin(z), cmath.cos(z), cmath.tan(z), cmath.sinh(z), cmath.cosh(z), cmath.tanh(z),
            cmath.asin(z), cmath.acos(z), cmath.atan(z), cmath.asinh(z), cmath.acosh(z), cmath.atanh(z),
            cmath.isnan(z), cmath.isinf(z), cmath.isfinite(z))


def hfuncs(z):
    return (cmath.exp(z), cmath.log(z), cmath.log10(z), cmath.phase(z), cmath.polar(z), cmath.rect(2.0, 0.5),
            cmath.sin(z), cmath.cos(z), cmath.tan(z), cmath.sinh(z), cmath.cosh(z), cmath.tanh(z),
            cmath.asin(z), cmath.acos(z), cmath.atan(z), cmath.asinh(z), cmath.acosh(z), cmath.atanh(z),
            cmath.isnan(z), cmath.isinf(z), cmath.isfinite(z), cmath.log(z, 2), cmath.sqrt(z))


for z in [1 + 2j, -0.5 + 0.25j, 0.9 - 0.3j, 3.0 + 0j, -2.0 - 1e-3j, 1e-200 + 1e-200j, 0.7071 + 0.7071j]:
    print(hfuncs(z))
    print(jfuncs(z))
    print(cmath.sqrt(z), jroots(1.0 + 0j, z, 1.0 + 0j))
print(cmath.sqrt(-4), cmath.sqrt(-0.0), cmath.pi, cmath.e, cmath.tau, cmath.inf, cmath.nan, cmath.infj, cmath.nanj)
