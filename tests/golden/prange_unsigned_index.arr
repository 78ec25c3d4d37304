# The index of a prange(n) loop in an @njit(parallel=True) function is
# Numba's uintp (uint64): its parfor starts at the constant 0. Arithmetic
# with other unsigned values wraps at 0, -i is 2**64 - i, and a float made
# from it is positive. prange(start, n), a prange nested in another and
# prange in a function without parallel=True keep int64.
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def previous_offsets(counts):
    # The offset of the element before each one: wraps for the first.
    out = np.zeros(counts.shape[0], dtype=np.uint64)
    for i in prange(counts.shape[0]):
        out[i] = i - np.uint64(1)
    return out


@njit(parallel=True)
def positive_negations(n):
    count = 0
    for i in prange(n):
        if float(-i) > 0.0:
            count += 1
    return count


@njit(parallel=True)
def signed_start(n):
    s = 0
    for i in prange(0, n):
        s += np.int64(max(i, i - np.uint64(1)))
    return s


@njit(parallel=True)
def nested(n):
    out = np.zeros(n)
    for j in prange(n):
        for k in prange(3):
            out[j] += np.float64(-k)
    return out


@njit(parallel=True)
def carried_types(a):
    # The reduction keeps the type Numba gives it with an int64 index
    # (int64), though divmod of the uint64 index and an int64 is a float.
    s = 1
    for i in prange(a.shape[0]):
        s *= divmod(i, np.int64(3))[1] + 1
    return s


@njit
def serial(n):
    s = 0
    for i in prange(n):
        s += np.int64(max(i, i - np.uint64(1)))
    return s


print(previous_offsets(np.ones(4)))
print(positive_negations(5))
print(signed_start(4), serial(4))
print(nested(3))
print(carried_types(np.ones(5)))
