# Dicts and sets holding arrays, tuples, sets and lists, and held by lists and
# tuples: each reference is counted, nothing leaks (make check-valgrind).
from numba import njit
import numpy as np


@njit
def make(n):
    d = {}
    for i in range(n):
        d[i] = np.arange(i)
    return d


@njit
def total(d):
    s = 0
    for k, v in d.items():
        s += v.sum() + k
    return s


d = make(5)
print(total(d), len(d))
for i, (k, v) in enumerate(d.items()):
    print(i, k, v)
names = {"x": (1, 2.5), "y": (3, 4.5)}
for name in names:
    a, b = names[name]
    print(name, a + b)
sets = {"evens": {0, 2}, "odds": {1, 3}}
sets["evens"].add(4)
print(sets, len(sets["evens"]))
ss = [{1, 2}, {3}]
ss[1].add(9)
print(ss)
t = ({"a": 1}, 5)
print(t)
if names:
    print("non-empty", not names, bool({0} - {0}))
x = {}
x["a"] = 1.5
x["b"] = 2.0
print(x, x == {"a": 1.5, "b": 2.0}, x != {"a": 1.5})
