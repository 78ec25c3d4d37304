# From seed 001 "Introduction to Numba" (NASA ASTG Python course), section
# "Fastmath": do_sum (@njit(fastmath=False), strict order) and do_sum_fast
# (@njit(fastmath=True), reassociation allowed) summing np.sqrt over an array.
# Prints the strict sum exactly and both sums rounded to 6 decimals.
import time
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


np.random.seed(200)
D = np.random.rand(10_000)

# time_do_sum = %timeit -o acc1 = do_sum(D)
start = time.perf_counter()
acc1 = do_sum(D)
time_do_sum = time.perf_counter() - start

# time_do_sum_fast = %timeit -o acc2 = do_sum_fast(D)
start = time.perf_counter()
acc2 = do_sum_fast(D)
time_do_sum_fast = time.perf_counter() - start

print("do_sum:     ", acc1)
print("do_sum:     ", round(acc1, 6))
print("do_sum_fast:", round(acc2, 6))
print("close:", abs(acc1 - acc2) < 1e-8)
