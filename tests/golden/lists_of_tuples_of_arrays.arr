# Lists whose elements hold references inside them: tuples of arrays
# returned by @njit code and kept in host lists, tuples of lists and
# strings, nested tuples, optionals of arrays, and lists of lists. The list
# must keep every array, list and string its elements hold alive (they were
# freed after the append), and an item read out of a list of lists is
# borrowed, not owned (it was released twice).
import numpy as np
from numba import njit


@njit
def pair(n):
    a = np.arange(n) * 1.0
    return a, a * 2.0


@njit
def results(n):
    out = []
    for k in range(1, n + 1):
        out.append(pair(k))
    return out


@njit
def labelled(n):
    rows = []
    for k in range(n):
        rows.append(([k, k + 1], "r" + ("x" if k > 1 else "")))
    return rows


@njit
def maybe_arrays(n):
    res = [None, np.ones(1)]
    for k in range(n):
        if k % 2 == 0:
            res.append(np.full(2, k * 1.0))
        else:
            res.append(None)
    return res


def energies(runs):
    # A plain def keeping the tuples of each run in a list.
    kept = []
    for n in runs:
        kept.append(pair(n))
    total = 0.0
    for a, b in kept:
        total += (a * b).sum()
    return kept, total


rs = results(3)
print(len(rs), rs[2][1], rs[0][0])
part = rs[1:]
rs = None
print(part[0][0], part[1][1])
last = part.pop()
print(last[0], len(part))
part[0] = pair(5)
print(part[0][1])
for a, b in part:
    print(a.sum() + b.sum())

rows = labelled(3)
print(rows[2][0], rows[2][1], rows[0][1])

ms = maybe_arrays(4)
print(len(ms), ms[0] is None, ms[2], ms[3] is None)

grid = [[pair(1), pair(2)], [pair(3)]]
print(grid[1][0][1], len(grid[0]))
first_row = grid[0]
grid = None
print(first_row[1][0])

nested = [((np.zeros(2), [1]), "s")]
print(nested[0][0][0], nested[0][0][1], nested[0][1])

kept, total = energies([2, 3, 4])
print(len(kept), kept[-1][1], total)

table = [[1, 2], [3]]
print(table[1][0], table)
