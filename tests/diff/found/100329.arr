# diff: seed 100329 (switch -): a conditional expression with a constant condition: Numba removes the dead arm before typing (the result is uint64: 3); arrc unifies both arms (int64 and uint64: float64, 3.0)
# diff: found by tests/diff/difftest.py, reduced by hand
# diff: the oracle prints:
# diff:   3
# diff: arrc:
# diff:   3.0
import numpy as np
from numba import njit


@njit
def choose(a, b):
    return (a % b) if (not (4.0 < 9.75)) else b


print(choose(np.int64(38), np.uint64(3)))
