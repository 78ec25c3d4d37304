# enumerate and zip over lists, arrays and ranges, in host and @njit code.
import numpy as np
from numba import njit


@njit
def dot(xs, ys):
    total = 0.0
    for x, y in zip(xs, ys):
        total += x * y
    return total


@njit
def argmax_loop(a):
    best = 0
    for i, v in enumerate(a):
        if v > a[best]:
            best = i
    return best


names_len = [3, 5, 2]
for i, n in enumerate(names_len):
    print(i, n)
for i, n in enumerate(names_len, 1):
    print("from 1:", i, n)
a = np.array([1.0, 2.0, 3.0])
b = np.array([0.5, -1.0, 2.0])
print(dot(a, b))
for x, y in zip(a, b):
    print(x, y)
for k, (x, y) in enumerate(zip([1, 2, 3], [10, 20, 30])):
    print(k, x + y)
print(argmax_loop(np.array([3, 9, 2, 9, 1])))
for i, v in zip(range(3), range(10, 13)):
    print(i, v)
for x, y in zip([1, 2, 3, 4], [5, 6]):
    print("short", x, y)
