# diff: seed 120111 (switch mixed_sign_compare): comparisons of an int64 with a uint64 in @njit code: arrc compares the bit patterns as int64 (-10 >= 2**63 is True); Numba compares the values (False)
# diff: found by tests/diff/difftest.py, reduced by hand
# diff: the oracle prints:
# diff:   (False, True, False)
# diff:   (False, True)
# diff: arrc:
# diff:   (True, False, False)
# diff:   (True, False)
import numpy as np
from numba import njit


@njit
def order(a, b):
    return a >= b, a < b, a == b


@njit
def flags(p):
    v = -((p & p) >> 1)
    return (v - 2) >= (v ^ p), (v - 2) < (v ^ p)


half = np.uint64(1) << np.uint64(63)
print(order(np.int64(-10), half))
print(flags(np.uint16(16)))
