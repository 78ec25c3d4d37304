# Statements after a return, raise, break or continue never run: they are
# still checked, but a return among them (or the end of the function after
# them) does not change the function's result type, so a function with an
# explicit float64 signature and dead code after its return compiles (the
# verifier rejected a return of None in it, an internal error).
import numpy as np
from numba import njit, float64, int32


@njit(float64(int32, int32))
def average(x, y):
    return (x + y) / 2.0
    print("never")


@njit
def clipped_sum(a, limit):
    total = 0.0
    for v in a:
        if v < 0:
            continue
            total -= 1.0
        total += v
        if total > limit:
            break
            total = -1.0
    return total
    total = 0.0


@njit
def doubled(n):
    return n * 2
    total = 0
    for i in range(n):
        while total < i:
            total += 1
    return total


def checked_ratio(x, y):
    if y == 0:
        raise ZeroDivisionError("y is zero")
        return 0.0
    return x / y
    return "unreachable"


print(average(3, 4), clipped_sum(np.array([1.0, -2.0, 5.0, 10.0]), 5.5))
print(checked_ratio(1.0, 4.0), doubled(21))
print(checked_ratio(1.0, 0.0))
