# A local variable that some path reaches without assigning it: reading it
# there raises Python's UnboundLocalError (it used to read garbage), while
# the paths that do assign it run as before: numbers, arrays, lists,
# strings and tuples holding them, in plain defs and @njit code.
import numpy as np
from numba import njit


def last_peak(a):
    for i in range(1, len(a) - 1):
        if a[i] > a[i - 1] and a[i] > a[i + 1]:
            peak = i
    return peak


@njit
def last_window_mean(a):
    for i in range(len(a)):
        w = a[max(0, i - 1):i + 1].copy()
    return w.mean()


def describe(n):
    if n > 0:
        text = "positive"
        parts = [n, n * n]
        pair = (np.ones(n), parts)
    elif n < 0:
        text = "negative"
        parts = [n]
        pair = (np.zeros(1), parts)
    return text, len(pair[1]), pair[0].sum()


@njit
def running_max(a):
    for x in a:
        if x > 0:
            best = x
            best = max(best, x)
    return best


print(last_peak(np.array([1.0, 3.0, 2.0, 5.0, 4.0])))
print(last_window_mean(np.arange(4.0)))
print(describe(2), describe(-1))
print(running_max(np.array([-1.0, 2.0, 5.0])))
print(last_peak(np.array([1.0, 2.0, 3.0])))
print("not reached")
