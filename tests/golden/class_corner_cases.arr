# Corner cases of classes: identity (is, and == without __eq__), instances
# in tuples and lists, a list of jitclass instances built in @njit and
# read from host code, an optional instance returned by a search.
import numpy as np
from numba import njit, float64, int64
from numba.experimental import jitclass


class P:
    def __init__(self, x):
        self.x = x


@jitclass([('v', float64), ('tag', int64)])
class Cell:
    def __init__(self, v, tag):
        self.v = v
        self.tag = tag


@njit
def build(n):
    cells = []
    for i in range(n):
        cells.append(Cell(i * 0.5, i))
    return cells


@njit
def total(cells):
    s = 0.0
    for c in cells:
        s += c.v
    return s


def pair(a, b):
    return (a, b)


p = P(1)
q = p
r = P(1)
print(p is q, p is r, p == q, p == r, p is not r, p != r)
cells = build(4)
print(len(cells), total(cells), cells[3].tag)
cells[0].v = 10.0
print(total(cells))
t = pair(p, r)
t[1].x = 5
print(r.x, t[0].x)
def find(items, k):
    for it in items:
        if it.x == k:
            return it
    return None
found = find([p, r], 5)
if found is not None:
    print("found", found.x)
print(find([p], 9) is None)
