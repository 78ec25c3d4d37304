# Statements after return, raise, break or continue never run, and the
# code after a `while True:` loop runs only after a break: they are not
# compiled (CPython and Numba drop them), so they neither read unassigned
# variables nor widen the function's result type to an optional.
import numpy as np
from numba import njit


@njit
def scale(x):
    return x * 2.0
    print(x)


@njit
def first_above(a, limit):
    for i in range(len(a)):
        if a[i] > limit:
            return i
            found = i
        continue
        print("never", found)
    return -1
    leftover = "dead"


def next_multiple(n, k):
    while True:
        n += 1
        if n % k == 0:
            return n
    print("after the loop")


@njit
def collatz_steps(n):
    steps = 0
    while 1:
        if n == 1:
            break
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    else:
        steps = -1
    return steps


def checked_sqrt(x):
    if x < 0:
        raise ValueError("negative")
        x = "not a number"
    return x ** 0.5


@njit
def mean_or_zero(a):
    if len(a) == 0:
        return 0.0
    else:
        return a.mean()
    return np.nan


print(scale(1.5))
print(first_above(np.array([1, 5, 3, 9]), 4), first_above(np.zeros(3), 1.0))
print(next_multiple(10, 7), next_multiple(20, 7) * 2)
print(collatz_steps(27))
print(checked_sqrt(16.0))
print(mean_or_zero(np.arange(5.0)) + 1.0, mean_or_zero(np.zeros(0)))
