# KeyError in @njit code, for a tuple key deleted before it is read.
from numba import njit


@njit
def lookup(n):
    d = {}
    for i in range(n):
        d[(i, i * i)] = i
    del d[(2, 4)]
    print(len(d))
    return d[(2, 4)]


print(lookup(4))
