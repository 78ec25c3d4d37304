# Complex roots with cmath: the quadratic formula for a table of
# polynomials (host code, CPython's cmath), Durand-Kerner iteration for a
# cubic in a jitted function (Numba's cmath), the n-th roots of unity from
# cmath.rect and cmath.exp, and polar coordinates of the roots found.
import cmath
import math

import numpy as np
from numba import njit


def quadratic_roots(a, b, c):
    d = cmath.sqrt(b * b - 4 * a * c)
    return (-b + d) / (2 * a), (-b - d) / (2 * a)


@njit
def durand_kerner(coeffs, iterations):
    n = coeffs.shape[0] - 1
    roots = np.empty(n, dtype=np.complex128)
    seed = 0.4 + 0.9j
    power = 1.0 + 0j
    for k in range(n):
        roots[k] = power
        power *= seed
    for _ in range(iterations):
        for i in range(n):
            num = 0j
            for c in coeffs:
                num = num * roots[i] + c
            den = 1.0 + 0j
            for j in range(n):
                if j != i:
                    den *= roots[i] - roots[j]
            roots[i] -= num / den
    return roots


@njit
def unity_roots(n):
    out = np.empty(n, dtype=np.complex128)
    for k in range(n):
        out[k] = cmath.exp(2j * cmath.pi * k / n)
    return out


for a, b, c in [(1.0, -3.0, 2.0), (1.0, 2.0, 5.0), (2.0, 0.0, 8.0), (1.0, -2.0, 1.0), (1.5, 0.5, -4.0)]:
    r1, r2 = quadratic_roots(a, b, c)
    print(a, b, c, "->", r1, r2, "|r1| =", round(abs(r1), 12))

roots = durand_kerner(np.array([1.0 + 0j, -6.0, 11.0, -6.0]), 60)
for z in [round(z.real, 9) for z in roots]:
    print("real root", z)
for k in range(5):
    z = cmath.rect(1.0, 2 * math.pi * k / 5)
    r, phi = cmath.polar(z)
    print(k, round(r, 12), round(phi, 12), round(z.real, 12), round(z.imag, 12))
w = unity_roots(4)
print([round(cmath.phase(z) / cmath.pi, 12) for z in w])
print(cmath.log(-1), cmath.log(1j, 2), cmath.log10(100), cmath.sqrt(-2.25), cmath.exp(1j * math.pi / 2))
print(cmath.isfinite(1 + 1j), cmath.isinf(complex(math.inf, 0)), cmath.isnan(complex(0, math.nan)))
