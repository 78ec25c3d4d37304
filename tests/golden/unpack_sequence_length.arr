# Unpacking a list or an array into names checks its length as Python does (a wrong count raised nothing before and left stale values), in host code and @njit; the rows of a 2-D array unpack as views
import numpy as np
from numba import njit


@njit
def endpoints(pair):
    lo, hi = pair
    return hi - lo


@njit
def first_two_rows(grid):
    top, bottom = grid
    return top.sum() - bottom.sum()


def unpack_list(values):
    a, b, c = values
    return a * 100 + b * 10 + c


print(unpack_list([1, 2, 3]))
print(endpoints(np.array([2.5, 7.0])), endpoints([3, 10]))
grid = np.arange(6.0).reshape(2, 3)
print(first_two_rows(grid))
top, bottom = grid
top[0] = 50.0
print(grid)
for bad in ([1, 2], [1, 2, 3, 4]):
    try:
        print(unpack_list(bad))
    except ValueError as e:
        print("host:", e)
for arr in (np.arange(3.0), np.arange(1.0)):
    try:
        print(endpoints(arr))
    except ValueError as e:
        print("jit:", repr(str(e)))
try:
    first, second = np.ones((3, 2))
except ValueError as e:
    print("rows:", e)
x, y = np.arange(5)[1:3]
print(x, y)
