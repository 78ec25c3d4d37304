# A 64-bit FNV-1a hash with its constants written as integer literals above
# 2**63 - 1: given to np.uint64 in host code, and bare in @njit code, where
# Numba types such a literal uint64.
import numpy as np
from numba import njit

FNV_OFFSET = np.uint64(14695981039346656037)
FNV_PRIME = np.uint64(1099511628211)


@njit
def fnv1a(data):
    h = FNV_OFFSET
    for b in data:
        h = (h ^ np.uint64(b)) * FNV_PRIME
    return h


@njit
def bucket(h, nbuckets):
    mask = 18446744073709551615
    return (h & mask) % np.uint64(nbuckets), mask >> np.uint64(63)


@njit
def low_bits(values):
    out = np.empty(values.size, dtype=np.uint64)
    for i in range(values.size):
        out[i] = values[i] & 18446744069414584320
    return out


def fnv1a_host(data):
    h = np.uint64(14695981039346656037)
    for b in data:
        h = (h ^ np.uint64(b)) * FNV_PRIME
    return h


msg = np.array([104, 101, 108, 108, 111], dtype=np.uint8)
h = fnv1a(msg)
print(h, fnv1a_host(msg) == h)
print(bucket(h, 97))
print(low_bits(np.array([1, 2**40 + 5, 2**62], dtype=np.uint64)))
top = np.uint64(18446744073709551615)
print(top, top // np.uint64(3), top - FNV_OFFSET, -9223372036854775808)
