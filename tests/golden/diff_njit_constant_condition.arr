# In @njit code Numba drops the arm of a conditional whose condition is a constant before it types the function, so `a if DEBUG else b` has b's type even when a's type would unify with it differently (a uint64 counter with an int64 default). Found by tests/diff.
import numpy as np
from numba import njit

DEBUG = False


@njit
def choose(a, b):
    return (a % b) if DEBUG else b


@njit
def pick(count, fallback):
    x = count if (not (4.0 < 9.75)) else fallback
    return x, count if (1 > 2) else fallback


print(choose(np.int64(38), np.uint64(3)))
print(pick(np.uint64(7), np.int64(-2)))
print(pick(np.int64(7), np.uint64(2)))
