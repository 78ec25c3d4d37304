# Loops over containers of arrays (lists and tuples of arrays, the rows of a
# 2-D array, zip and enumerate of them) in host code and @njit code: each
# item is its own reference (items of lists and tuples were released after
# their first loop pass, and the next pass crashed).
import numpy as np
from numba import njit


@njit
def norms(rows):
    out = []
    for r in rows:
        out.append(np.sqrt((r * r).sum()))
    return out


m = np.arange(6.0).reshape(3, 2)
blocks = [np.ones(2), np.zeros(3)]
pair = (np.arange(3), np.arange(3) * 2)
for a in blocks:
    print(a, a.sum())
for a in pair:
    print(a)
for a, b in zip(m, blocks):
    print(a, b)
for k, r in enumerate(m):
    print(k, r)
for s in ["x", "yz"]:
    print(s)
print(norms(m), norms(pair))
print([len(b) for b in blocks])
