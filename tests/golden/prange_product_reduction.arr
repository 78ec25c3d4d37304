# prange product reductions (*=) in @njit(parallel=True) (§6.5): a float product of values near 1, an int product that stays small, a product starting from a non-1 value, and *= next to += in the same loop.
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def pprod(a):
    p = 1.0
    for i in prange(a.shape[0]):
        p *= a[i]
    return p


@njit(parallel=True)
def pprod_int(n):
    p = 1
    for i in prange(n):
        if i % 10 == 0:
            p *= 2
    return p


@njit(parallel=True)
def scaled_prod(a, start):
    p = start
    for i in prange(len(a)):
        p *= a[i]
    return p


@njit(parallel=True)
def prod_and_sum(a):
    p = 1.0
    s = 0.0
    for i in prange(a.shape[0]):
        p *= 1.0 + a[i]
        s += a[i]
    return p, s


a = 1.0 + np.arange(1000) * 1e-5
print(f"{pprod(a):.8f}")
print(pprod(np.array([2.0, 4.0, 0.5, 8.0])))
print(pprod(np.zeros(0)))
print(pprod_int(200))
print(pprod_int(5))
print(scaled_prod(np.array([2.0, 3.0, 0.25]), 10.0))
p, s = prod_and_sum(np.full(64, 0.01))
print(f"{p:.6f} {s:.6f}")
