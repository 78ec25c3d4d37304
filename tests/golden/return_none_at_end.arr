# A function that can reach the end of its body (or a bare `return`) while
# other returns give values returns None there, as in Python and Numba: its
# result is optional. Host code and @njit; numbers, arrays, tuples, strings
# and lists.
import numpy as np
from numba import njit


def sign_label(x):
    if x > 0:
        return 1
    elif x < 0:
        return -1


@njit
def first_negative(a):
    for i in range(len(a)):
        if a[i] < 0:
            return i


@njit
def scaled(a, k):
    if k != 0:
        return a * k


@njit
def window(a, lo):
    if lo >= 0:
        return a[lo:lo + 2], lo
    return


@njit
def name_of(code):
    if code == 1:
        return "one"
    if code == 2:
        return "two"


def collect(n):
    if n > 0:
        return [i * i for i in range(n)]


@njit
def log_only(a):
    total = 0.0
    for x in a:
        total += x
    if total > 100:
        return
    print("total", total)


print(sign_label(3), sign_label(-2), sign_label(0))
a = np.array([2.0, -1.0, 3.0])
print(first_negative(a), first_negative(np.ones(2)))
print(scaled(a, 2), scaled(a, 0))
w = window(a, 1)
if w is not None:
    print(w[0], w[1])
print(window(a, -1))
print(name_of(1), name_of(2), name_of(3))
print(collect(3), collect(0))
print(log_only(a), log_only(np.full(3, 50.0)))
r = first_negative(np.array([1.0, 2.0, -5.0]))
if r is not None:
    print("found at", r)
