# Booleans computed by comparisons, `and`, `or` and `not` and handed to
# printing and formatting: False must print False whatever the optimizer
# left in the register's upper bits (arrc once printed True here at -O2).
import numpy as np
from numba import njit

readings = [-1.0, 2.0, 3.5]
low = min(readings)
low += low
v = low
print((v == (-7.0)) or (2.25 == low))
print((v < -1.5) and (low > 0.0), not (v < -1.5))
print(f"{(v == 1.0) or (low == 2.0)} {(v == -2.0) and (low == -2.0)!s:>6}")


@njit
def flags(xs, limit):
    out = []
    for x in xs:
        out.append((x > limit) or (x == -limit))
    return out


@njit
def summary(a, t):
    hi = a.max() > t
    lo = a.min() < -t
    both = hi and lo
    print(hi, lo, both, hi or lo)
    return both


print(flags(np.array([0.5, -2.0, 3.0, 1.0]), 2.0))
print(summary(np.array([0.25, -0.5, 1.5]), 1.0))
print(summary(np.array([0.25, -1.5, 1.5]), 1.0))
