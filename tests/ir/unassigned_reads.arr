# Reads of a variable that some path reaches unassigned are checked
# (check.bound on a flag phi); reads that every path assigns are not.
# A test that a variable is not None narrows its optional type.
import numpy as np
from numba import njit


@njit
def last_positive(a):
    for x in a:
        if x > 0:
            found = x
    # IR: check.bound found
    return found


@njit
def total(a):
    s = 0.0
    for x in a:
        s += x
    return s


@njit
def find(a, v):
    for i in range(len(a)):
        if a[i] == v:
            return i
    return None


@njit
def scaled_position(a, v):
    idx = find(a, v)
    if idx is None:
        return -1
    # IR: int64 = narrow
    return idx * 10


print(last_positive(np.ones(3)), total(np.ones(3)), scaled_position(np.arange(3), 2))
# IR-ABSENT: check.bound s
# IR-ABSENT: check.bound idx
