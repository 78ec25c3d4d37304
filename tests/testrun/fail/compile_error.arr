# Does not compile: a string plus an int in jitted code (Numba refuses it too).
from numba import njit


@njit
def f(x):
    return "a" + x


print(f(1))
