# Filters written as chained comparisons and `and`/`or` that skip items with
# `continue`, in loops that also stop early with `break`, inside other loops;
# and a flag folded with `and` in a loop that breaks, followed by another
# loop that assigns a variable read after it. Host code and @njit.
import numpy as np
from numba import njit


@njit
def banded_row_sums(m, lo, hi, stop_at):
    sums = np.zeros(m.shape[0])
    for i in range(m.shape[0]):
        s = 0.0
        for j in range(m.shape[1]):
            if lo <= j - i <= hi:
                continue
            if m[i, j] > stop_at:
                break
            s += m[i, j]
        sums[i] = s
    return sums


@njit
def all_positive_prefix(xs, limit):
    ok = True
    for i in range(xs.size):
        ok = ok and xs[i] > 0
        if i == limit:
            break
    for j in range(3):
        label = "checked"
    print(label)
    return ok


def count_outside(rows, lo, hi):
    counts = []
    for row in rows:
        c = 0
        for v in row:
            if v < lo or v > hi:
                continue
            if v == 0:
                break
            c += 1
        counts.append(c)
    return counts


def first_flags(values):
    seen = False
    for v in values:
        seen = seen or v > 10
        if v < 0:
            break
    for k in range(2):
        note = "done"
    print(note)
    return seen


m = np.arange(20.0).reshape((4, 5))
print(banded_row_sums(m, 0, 1, 17.0))
print(all_positive_prefix(np.array([3, 1, 4, -1, 5]), 2))
print(all_positive_prefix(np.array([3, -1, 4]), 5))
print(count_outside([[1, 5, 9, 2], [4, 0, 6], [10, 11]], 2, 9))
print(first_flags([1, 12, -3, 40]), first_flags([5, -1, 50]))
