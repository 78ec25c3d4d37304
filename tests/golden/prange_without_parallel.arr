# prange without parallel=True is range (§5.1): reductions and sequential dependences keep their order and exact float results; prange in host code too.
import numpy as np
from numba import njit, prange


@njit
def running(a):
    out = np.empty_like(a)
    s = 0.0
    for i in prange(a.shape[0]):
        s += a[i]
        out[i] = s
    return out, s


@njit
def first_negative(a):
    for i in prange(len(a)):
        if a[i] < 0:
            return i
    return -1


def host_sum(n):
    t = 0
    for i in prange(n):
        t += i
    return t


a = np.array([0.1, 0.2, 0.3, -0.4, 0.5])
out, s = running(a)
print(out, s)
print(first_negative(a), first_negative(np.ones(3)))
print(host_sum(101))
