# Seed 001 "Fastmath": do_sum (@njit(fastmath=False), strict order) and do_sum_fast (@njit(fastmath=True), reassociation allowed) summing np.sqrt over an array; the strict sum exactly, both rounded to 6 decimals.
import numpy as np
from numba import njit


@njit(fastmath=False)
def do_sum(A):
    acc = 0.
    # without fastmath, this loop must accumulate in strict order
    for x in A:
        acc += np.sqrt(x)
    return acc

@njit(fastmath=True)
def do_sum_fast(A):
    acc = 0.
    # with fastmath, the reduction can be vectorized as floating point
    # reassociation is permitted.
    for x in A:
        acc += np.sqrt(x)
    return acc


@njit
def do_sum_plain(A):
    acc = 0.
    for i in range(A.shape[0]):
        acc += np.sqrt(A[i])
    return acc


np.random.seed(200)
D = np.random.rand(10_000)
acc1 = do_sum(D)
acc2 = do_sum_fast(D)
print("do_sum:     ", acc1)
print("do_sum:     ", round(acc1, 6))
print("do_sum_fast:", round(acc2, 6))
print("close:", abs(acc1 - acc2) < 1e-8)
print("plain == strict:", do_sum_plain(D) == acc1)
small = np.array([1.0, 4.0, 9.0, 16.0, 25.0])
print(do_sum(small), do_sum_fast(small))
print(do_sum(np.zeros(0)), do_sum_fast(np.zeros(0)))
