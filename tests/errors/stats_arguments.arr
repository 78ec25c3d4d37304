# The statistics of issue 15 with arguments arrc refuses: in @njit code
# Numba 0.56 takes the array alone (and q for the quantiles), no axis,
# ddof or keepdims, and np.allclose needs all five arguments; a complex
# or bool array where NumPy or Numba refuses it; a q, an axis or a
# keepdims of the wrong kind; a quantile method other than 'linear'.
import numpy as np
from numba import njit


@njit
def jitted(a):
    s = np.std(a, ddof=1) + np.var(a, axis=0) + a.std(0)
    m = np.median(a, axis=0) + np.percentile(a, 50.0, axis=0)
    c = np.diff(a, 1, 0)
    ok = np.allclose(a, a)
    return s, m, c, ok


a = np.ones((2, 3))
z = np.array([1 + 2j, 3 - 1j])
print(jitted(a), np.std(z), np.ptp(np.array([True, False])))
print(np.percentile(a, "50"), np.median(a, axis=1.5), np.var(a, keepdims=a.size > 1))
print(np.quantile(a, 0.5, method="nearest"), np.convolve(a[0], a[1], "middle"), np.sum(a, keepdims=True, dtype=3))
print(np.percentile(np.array([True, False]), 30.0))
# ERROR 12:9: np.std() in jitted code takes the array alone
# ERROR 12:29: np.var() in jitted code takes the array alone
# ERROR 12:49: array.std() in jitted code takes no arguments
# ERROR 13:9: np.median() in jitted code takes the array alone
# ERROR 13:32: np.percentile() in jitted code takes the array and q
# ERROR 14:9: diff() in jitted code takes the array and n
# ERROR 15:10: allclose() in jitted code needs rtol, atol and equal_nan given
# ERROR 21:18: np.std() of complex arrays is not supported by arrc yet
# ERROR 21:29: numpy boolean subtract
# ERROR 22:7: np.percentile()'s q must be a number, a list of numbers or a 1-D array
# ERROR 22:31: np.median()'s axis must be an integer, not float64
# ERROR 22:55: np.var()'s keepdims must be the constant True or False
# ERROR 23:7: np.quantile() with a method other than 'linear' is not supported by arrc yet
# ERROR 23:46: np.convolve()'s mode must be the constant 'valid', 'same' or 'full'
# ERROR 23:81: np.sum()'s dtype must be a real NumPy type
# ERROR 24:7: numpy boolean subtract, the `-` operator, is not supported
