# Lists: append, pop, len, indexing (negative too), element assignment, iteration, sum/min/max, np.array(list), in @njit.
import numpy as np
from numba import njit


@njit
def squares(n):
    out = []
    for i in range(n):
        out.append(i * i)
    return out


@njit
def mean_of(values):
    total = 0.0
    for v in values:
        total += v
    return total / len(values)


@njit
def evens_and_last(n):
    lst = [0]
    for i in range(1, n):
        if i % 2 == 0:
            lst.append(i)
    last = lst.pop()
    return lst, last


lst = [3, 1, 4, 1, 5]
lst.append(9)
print(lst, len(lst), lst[0], lst[-1], lst[-2])
lst[1] = 7
print(lst)
print(sum(lst), min(lst), max(lst))
p = lst.pop()
print(p, lst)
floats = [0.5, 1.25, -2.0]
floats.append(3.0)
print(floats, sum(floats))
print(squares(6))
print(mean_of([1.0, 2.0, 4.0]))
ev, last = evens_and_last(9)
print(ev, last)
arr = np.array(squares(5))
print(arr, arr.dtype)
arr2 = np.array(floats)
print(arr2, arr2.dtype)
total = 0
for v in squares(4):
    total += v
print(total)
empty = []
for i in range(3):
    empty.append(i > 0)
print(empty)
