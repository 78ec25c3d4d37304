# round(x, ndigits) in @njit code and ufuncs is Numba's: x scaled by a
# power of ten, rounded half to even and scaled back, which differs from
# Python's correctly rounded result for some decimals (round(-80.45, 1) is
# -80.4 in Numba, -80.5 in Python); host code on Python floats is Python's.
# Prices rounded to cents and readings to tenths.
import numpy as np
from numba import njit, vectorize


@njit
def to_cents(prices):
    out = np.empty_like(prices)
    for i in range(prices.size):
        out[i] = round(prices[i], 2)
    return out


@njit
def round_each(x, digits):
    return round(x, digits)


@vectorize(['float64(float64)'])
def tenths(x):
    return round(x, 1)


prices = np.array([-84.975, 19.995, 0.125, 2.675, 1234.5678, -0.005, 1e16 + 2.0])
print(to_cents(prices))
print(tenths(np.array([-80.45, 0.25, 0.35, 7.05, -2.5e-9, 123456.75])))
print(round_each(41.3195, 3), round_each(67.05935, 4), round_each(1234.5, -1), round_each(1250.0, -2))
print(round_each(5e-324, 300), round_each(1.7e308, 2), round_each(-3.5, 0))
print(round(-80.45, 1), round(41.3195, 3), round(2.675, 2), round(1250.0, -2))
