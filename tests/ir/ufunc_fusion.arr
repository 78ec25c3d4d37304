# NumPy's ufuncs called by name fuse with each other and with operators
# into one loop, in host code and in jitted code; a call with out= or
# where= stays a call of its own.
import numpy as np
from numba import njit


@njit
def stable(a, b, c):
    # IR: [$4 = multiply($0, $1): float64, $5 = logaddexp($4, $2): float64, $6 = $5 * $3: float64]
    return np.logaddexp(np.multiply(a, b), c) * 2.0


a = np.ones(4)
b = np.arange(4.0)
c = np.full(4, 0.5)
# IR: [$2 = greater($0, $1): bool, $3 = logical_not($2): bool]
mask = np.logical_not(np.greater(a, b))
# IR: [$3 = hypot($0, $1): float64, $4 = true_divide($3, $2): float64]
r = np.true_divide(np.hypot(a, b), c)
out = np.empty(4)
# IR: out=%20, where=%13
np.add(a, b, out=out, where=mask)
print(stable(a, b, c), mask, r, out)
