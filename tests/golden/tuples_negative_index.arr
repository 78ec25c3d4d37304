# Heterogeneous and nested tuples indexed from the end, with constant
# expressions as indices, in host code and in @njit code: records of
# mixed fields as programs keep them (name, position, flags).
import numpy as np
from numba import njit

OFFSET = 1


@njit
def make(n):
    return (n, (1.5, n * 2), (True, 3.25))


@njit
def last_fields(rec):
    return rec[-1], rec[-2], rec[-3], rec[0]


@njit
def corner(a):
    return a.shape[-1], a.shape[2 - 3], a.shape[OFFSET]


def describe(t):
    return t[-1][-1], t[1 + 1][0], t[-3]


t = (1, 2.5, (3, 4))
print(t[-1], t[-3], t[-2])
q = make(4)
print(q[-1], q[-2][-1], q[-3])
print(last_fields((7, 2.5, False)))
print(describe(q))
rec = ("sensor", 12, 0.25, (True, "ok"))
print(rec[-1], rec[-4], rec[-1][-1], rec[3 - 5])
grid = np.zeros((3, 5))
print(corner(grid), grid.shape[-2], grid.shape[2 ** 0])
k = -2
print(rec[k], rec[k - 1], len(rec[-1]))
