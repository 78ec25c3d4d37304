# Removing duplicates with sets, in host code and @njit: the order a set
# of ints prints in is CPython's hash-table order, which arrc follows.
import numpy as np
from numba import njit


@njit
def unique_count(xs):
    s = set()
    for x in xs:
        s.add(x)
    return len(s)


@njit
def dedup_keep_order(xs):
    seen = set()
    out = []
    for x in xs:
        if x not in seen:
            seen.add(x)
            out.append(x)
    return out


@njit
def common(a, b):
    return set(a) & set(b)


np.random.seed(7)
xs = np.random.randint(-20, 20, 60)
print(unique_count(xs))
print(dedup_keep_order(xs))
s = set(xs)
print(len(s))
print(s)
ys = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9]
u = set(ys)
print(u)
print(common(xs, np.array(ys)))
evens = {y for y in ys if y % 2 == 0}
odds = u - evens
print(evens, odds, evens | odds == u, evens.isdisjoint(odds))
print(u.union({100, -100}), u.intersection(evens), u.difference(evens))
print(u.symmetric_difference({1, 2, 50}), u.issuperset(evens), evens.issubset(u), evens <= u, evens < u)
u |= {42}
u &= {42, 1, 2, 3, 77}
print(u)
u -= {1}
u ^= {2, 5}
print(u)
big = set(range(0, 200, 7))
big.discard(14)
big.discard(1000)
big.remove(21)
print(big)
print(big.pop(), big.pop(), len(big))
big.clear()
print(big, len(big))
