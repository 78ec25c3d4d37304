# The run-time errors of NumPy's sorting, searching and counting functions
# (issue 15), caught: NumPy's messages in host code and Numba's in @njit
# code, for a bad number of bins, a bad range, bins that do not increase,
# negative counts, weights of the wrong length, a negative minlength, an
# axis out of range and a condition longer than the array.
import numpy as np
from numba import njit


@njit
def jit_hist(a, n):
    return np.histogram(a, n)


@njit
def jit_hist_range(a, n, lo, hi):
    return np.histogram(a, n, (lo, hi))


@njit
def jit_hist_edges(a, edges):
    return np.histogram(a, edges)


@njit
def jit_bincount(x, n):
    return np.bincount(x, minlength=n)


@njit
def jit_bincount_w(x, w):
    return np.bincount(x, w)


@njit
def jit_digitize(x, bins):
    return np.digitize(x, bins)


@njit
def jit_extract(c, a):
    return np.extract(c, a)


data = np.array([1.0, 2.0, 4.0])


def attempt(k):
    try:
        if k == 0:
            np.histogram(data, 0)
        elif k == 1:
            np.histogram(data, -3, (0.0, 1.0))
        elif k == 2:
            np.histogram(data, 4, (5.0, 1.0))
        elif k == 3:
            np.histogram(data, 4, (0.0, np.inf))
        elif k == 4:
            np.histogram(np.array([1.0, np.nan]), 4)
        elif k == 5:
            np.histogram(data, bins=np.array([0.0, 2.0, 1.0]))
        elif k == 6:
            np.bincount(np.array([3, -1, 2]))
        elif k == 7:
            np.bincount(np.array([3, 1]), minlength=-1)
        elif k == 8:
            np.bincount(np.array([3, 1]), weights=np.array([1.0]))
        elif k == 9:
            np.digitize(data, np.array([1.0, 3.0, 2.0]))
        elif k == 10:
            np.sort(np.array([[1, 2]]), axis=2)
        elif k == 11:
            np.argsort(data, axis=-2)
        elif k == 12:
            np.count_nonzero(np.array([[1, 0]]), axis=3)
        elif k == 13:
            jit_hist(data, 0)
        elif k == 14:
            jit_hist_range(data, 2, 3.0, 1.0)
        elif k == 15:
            jit_hist_edges(data, np.array([0.0, 2.0, 1.0]))
        elif k == 16:
            jit_bincount(np.array([3, -1, 2]), 0)
        elif k == 17:
            jit_bincount(np.array([3, 1]), -1)
        elif k == 18:
            jit_bincount_w(np.array([3, 1]), np.array([1.0]))
        elif k == 19:
            jit_digitize(data, np.array([1.0, 3.0, 2.0]))
        elif k == 20:
            jit_extract(np.array([0, 0, 0, 1]), np.array([1, 2]))
        elif k == 21:
            jit_extract(np.array([1]), np.zeros(0))
        print(k, "no error")
    except ValueError as e:
        print(k, "ValueError:", e)


for k in range(22):
    attempt(k)
# The condition may be longer than the array where its extra entries are
# zero; a nonzero one past the end is NumPy's IndexError.
print(np.extract(np.array([1, 0, 1, 0, 0]), np.array([5, 6, 7])))
print(np.extract(np.array([1, 0, 0, 1]), np.array([5, 6, 7])))
