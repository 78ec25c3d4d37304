# diff: seed 8 (switch njit_mixed_divmod): divmod of a uint64 and an int64 in @njit code gives ints in arrc; Numba gives floats (its // and % give ints)
# diff: found by tests/diff/difftest.py, reduced by hand
# diff: the oracle prints:
# diff:   (2.0, 1.0)
# diff:   (-3.0, 2.0)
# diff:   (2, 1)
# diff: arrc:
# diff:   (2, 1)
# diff:   (-3, 2)
# diff:   (2, 1)
import numpy as np
from numba import njit


@njit
def split(total, parts):
    return divmod(total, parts)


print(split(np.uint64(7), np.int64(3)))
print(split(np.int64(-7), np.uint64(3)))
print(split(np.uint64(7), np.uint64(3)))
