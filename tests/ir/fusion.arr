# Array expressions are fused (ir/fuse.c): each statement's elementwise work
# is one MAP instruction, one loop and one allocation, with no temporary
# arrays; an intermediate used twice stays its own MAP.
import numpy as np
from numba import njit, vectorize


@vectorize(["float64(float64, float64)"])
def halfway(x, y):
    return (x + y) / 2


@njit
def axpy(alpha, x, y):
    # IR: = map %0, %1, %2 [$3 = $0 * $1: float64, $4 = $3 + $2: float64]
    return alpha * x + y


a = np.arange(4.0)
b = np.ones(4)
c = np.full(4, 2.0)
# a * b + c: one allocation, the result.
# IR: array(float64, 1d, C) = map %
# IR: [$3 = $0 * $1: float64, $4 = $3 + $2: float64]
d = a * b + c
# NumPy functions, scalars and comparisons fuse too.
# IR: [$3 = sqrt($0): float64, $4 = $3 * $1: float64, $5 = $4 - $2: float64]
e = np.sqrt(d) * 2 - a
# IR: [$2 = $0 > $1: bool]
mask = e > 1
# IR: [$4 = $1 * $2: float64, $5 = where($0, $4, $3): float64]
f = np.where(mask, a * 2.0, c)
# A ufunc is a step like an operator.
# IR: [$3 = halfway($0, $1): float64, $4 = $3 + $2: float64]
g = halfway(a, b) + 1.0
# IR-ABSENT: array(float64, 1d, C) = binary
# IR-ABSENT: array(bool, 1d, C) = compare
print(d, e, mask, f, g, axpy(2.0, a, b))
