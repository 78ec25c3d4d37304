# A function that returns a value on some paths and falls off its end (or
# says a bare `return`) on others returns None there: its result is an
# optional value, in @njit code and in host code (the verifier rejected the
# missing None, an internal error).
import numpy as np
from numba import njit


@njit
def first_negative(a):
    for i in range(a.shape[0]):
        if a[i] < 0:
            return i


@njit
def lucas(n):
    if n == 0:
        return 2
    if n == 1:
        return 1
    if n > 1:
        return lucas(n - 1) + lucas(n - 2)


def ratio(x, y):
    if y != 0:
        return x / y
    print("division by zero skipped")
    return


print(first_negative(np.array([3.0, 1.0, -2.0])), first_negative(np.ones(3)))
print([lucas(k) for k in range(10)], lucas(-1))
print(ratio(3, 4), ratio(1, 0))
