# diff: seed 121166 (switch f32_prod): np.prod of a float32 array accumulates in float64 in arrc (host and @njit); NumPy and Numba multiply in float32, so the last digits differ
# diff: found by tests/diff/difftest.py, reduced by hand
# diff: the oracle prints:
# diff:   -16522767000.0 -16522767000.0 -8.423541
# diff:   (-16522767360.0, -8.423542022705078)
# diff: arrc:
# diff:   -16522766000.0 -16522766000.0 -8.423541
# diff:   (-16522766336.0, -8.423542022705078)
import numpy as np
from numba import njit


@njit
def jprod(a):
    return np.float64(np.prod(a)), np.float64(a.sum())


np.random.seed(5)
a = (np.random.rand(20) * 20.0 - 10.0).astype(np.float32)
print(np.prod(a), a.prod(), np.sum(a))
print(jprod(a))
