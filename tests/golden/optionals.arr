# Optional values: variables that are None on one path (closest pair with None initial values), 'is None' tests, None returns.
import math
import numpy as np
from numba import njit


def closest(points):
    best = 999999.0
    p1, p2 = None, None
    for i in range(len(points)):
        for j in range(i + 1, len(points)):
            d2 = (points[i][0] - points[j][0]) ** 2 + (points[i][1] - points[j][1]) ** 2
            if d2 < best:
                best = d2
                p1, p2 = points[i], points[j]
    return p1, p2, math.sqrt(best)


@njit
def find_first(a, value):
    idx = None
    for i in range(a.shape[0]):
        if a[i] == value:
            idx = i
            break
    return idx


@njit
def maybe_sqrt(x):
    if x < 0.0:
        return None
    return math.sqrt(x)


def show(v):
    if v is None:
        print("nothing")
    else:
        print("value", v)


pts = np.array([[0.0, 0.0], [3.0, 4.0], [1.0, 1.0], [5.0, 5.0], [1.5, 0.5]])
p, q, d = closest(pts)
print(p, q, d)
arr = np.array([4, 8, 15, 16, 23, 42])
print(find_first(arr, 15), find_first(arr, 99))
show(find_first(arr, 42))
show(find_first(arr, 7))
print(maybe_sqrt(16.0), maybe_sqrt(-1.0))
r = maybe_sqrt(2.0)
if r is not None:
    print("root", r)
best = None
for v in (5, 3, 8):
    if best is None or v < best:
        best = v
print("min", best)
