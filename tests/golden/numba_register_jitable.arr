# register_jitable: helpers written once and called both from host code
# (where Python runs them) and from @njit and parallel code (where they are
# compiled), as libraries built on Numba do.
import math
import numpy as np
from numba import njit, prange
from numba.extending import register_jitable


@register_jitable
def clamp(x, lo, hi):
    return min(max(x, lo), hi)


@register_jitable
def smoothstep(e0, e1, x):
    t = clamp((x - e0) / (e1 - e0), 0.0, 1.0)
    return t * t * (3.0 - 2.0 * t)


@register_jitable(cache=True)
def gcd(a, b):
    while b:
        a, b = b, a % b
    return a


@register_jitable
def norm2(v):
    s = 0.0
    for x in v:
        s += x * x
    return math.sqrt(s)


@njit
def ramp(xs):
    out = np.empty_like(xs)
    for i in range(xs.size):
        out[i] = smoothstep(0.0, 1.0, xs[i])
    return out


@njit(parallel=True)
def gcd_table(n):
    t = np.zeros((n, n), dtype=np.int64)
    for i in prange(n):
        for j in range(n):
            t[i, j] = gcd(i, j)
    return t


@njit
def longest_row(m):
    best = 0.0
    for i in range(m.shape[0]):
        best = max(best, norm2(m[i]))
    return best


xs = np.linspace(-0.5, 1.5, 9)
print(ramp(xs))
print([round(smoothstep(0.0, 1.0, x), 6) for x in xs])
print(clamp(7, 0, 5), clamp(-2.5, -1.0, 1.0), clamp(3, 0, 5))
print(gcd_table(6))
print(gcd(84, 36), gcd(17, 5), gcd(0, 9))
m = np.array([[3.0, 4.0], [1.0, 1.0], [0.0, -6.0]])
print(longest_row(m), norm2(m[0]), norm2(np.zeros(0)))
