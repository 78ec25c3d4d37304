# The math module (§6.2) in host and @njit code: elementary functions, rounding, classification, constants.
import math
from numba import njit


@njit
def jit_math(x):
    return (math.sqrt(x), math.exp(x), math.log(x), math.log10(x), math.sin(x),
            math.cos(x), math.tan(x), math.atan(x), math.sinh(x), math.cosh(x), math.tanh(x))


@njit
def jit_round(x):
    return math.floor(x), math.ceil(x), math.trunc(x), math.fabs(x)


@njit
def jit_special(x):
    return round(math.erf(x), 12), round(math.erfc(x), 12), round(math.gamma(x), 9), round(math.lgamma(x), 12)


@njit
def jit_classify(x):
    return math.isnan(x), math.isinf(x), math.isfinite(x)


x = 0.75
print(math.sqrt(2.0), math.exp(1.0), math.expm1(1e-10), math.log(10.0), math.log1p(1e-10), math.log10(1000.0))
print(math.log(8.0), math.pow(2.0, 0.5), math.pow(2, 3))
print(math.sin(x), math.cos(x), math.tan(x))
print(math.asin(0.5), math.acos(0.5), math.atan(1.0), math.atan2(1.0, -1.0), math.atan2(-0.0, -1.0))
print(math.sinh(x), math.cosh(x), math.tanh(x), math.asinh(x), math.acosh(1.5), math.atanh(0.5))
print(math.fabs(-3.5), math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.5), math.floor(2.5), math.ceil(2.0000001))
print(math.copysign(3.0, -0.0), math.hypot(3.0, 4.0), math.degrees(math.pi), math.radians(180.0))
print(round(math.erf(0.5), 12), round(math.erfc(0.5), 12), round(math.gamma(5.5), 9), round(math.lgamma(10.5), 12))
print(math.gamma(5.0), math.gamma(1.0))
print(math.isnan(math.nan), math.isinf(-math.inf), math.isfinite(1e308), math.isfinite(math.inf))
print(math.pi, math.e, math.tau, math.inf, math.nan)
print(jit_math(x))
print(jit_math(2.0))
print(jit_round(-2.5), jit_round(3.75), jit_round(-0.25))
print(jit_special(0.5), jit_special(5.5))
print(jit_classify(1.0), jit_classify(math.nan), jit_classify(-math.inf))
print(math.sqrt(16), math.floor(7), math.exp(0))
