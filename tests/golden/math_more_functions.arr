# The math module beyond the float functions: gcd (also in jitted code,
# where Numba takes two arguments), lcm, factorial, comb, perm, isqrt,
# frexp and ldexp (jitted too), modf, isclose with its tolerances, log with
# a base, remainder, nextafter, exp2, cbrt, ulp, and the constants.
import math
from numba import njit

@njit
def jit_part(a, b, x):
    return math.gcd(a, b), math.frexp(x), math.ldexp(x, 3), math.sqrt(-x), math.log(0.0 * x)

print(jit_part(12, -18, 3.5))
print(math.gcd(), math.gcd(7), math.gcd(0, 0), math.gcd(-12, 18, 27), math.lcm(4, 6, 10), math.lcm())
print(math.factorial(0), math.factorial(20), math.comb(10, 3), math.comb(3, 10), math.comb(60, 30))
print(math.perm(5), math.perm(5, 2), math.perm(5, 6), math.isqrt(0), math.isqrt(99), math.isqrt(2**62))
print(math.frexp(0.0), math.frexp(-3.5), math.frexp(1e-310), math.ldexp(0.5, 4), math.modf(-3.25), math.modf(2.0))
print(math.isclose(1.0, 1.0 + 1e-10), math.isclose(1.0, 1.1), math.isclose(1.0, 1.1, rel_tol=0.1), math.isclose(0.0, 1e-12, abs_tol=1e-9))
print(math.log(8, 2), math.log(100.0, 10), math.log(2.718281828459045), math.remainder(10.0, 3.0), math.nextafter(1.0, 2.0))
print(math.exp2(10), math.cbrt(27.0), math.ulp(1.0), math.trunc(-3.7), math.copysign(2.0, -0.0), math.inf, -math.inf, math.nan, math.tau, math.e, math.pi)
print(math.sqrt(-0.0), math.pow(2.0, 0.5), math.fmod(7.0, -3.0), math.atan2(math.inf, math.inf), math.hypot(3, 4))
