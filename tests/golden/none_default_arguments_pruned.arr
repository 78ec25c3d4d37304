# Optional arguments that default to None, tested with `is None` / `is not
# None` before use: Numba decides those tests per call signature (a None
# argument is known before typing) and drops the arm that does not run, so
# `x < lo` is never compiled when lo is None. Host code and @njit.
import numpy as np
from numba import njit


@njit
def clip_sum(xs, lo=None, hi=None):
    total = 0.0
    for x in xs:
        if lo is not None and x < lo:
            x = lo
        if hi is not None and x > hi:
            x = hi
        total += x
    return total


@njit
def scale(xs, factor=None):
    out = xs.copy() if factor is None else xs * factor
    return out


def describe(n, unit=None):
    if unit is None:
        return n
    return n * unit


@njit
def g(a, b=None):
    if b is None:
        b = 0
    return a + b


xs = np.array([1.0, 5.0, 9.0])
print(clip_sum(xs), clip_sum(xs, 2.0), clip_sum(xs, 2.0, 6.0), clip_sum(xs, None, 4.0))
print(scale(xs), scale(xs, 2))
print(describe(3), describe(3, 2.5))
print(g(1), g(1, 2))
