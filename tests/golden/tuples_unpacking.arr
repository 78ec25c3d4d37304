# Tuples: packing, unpacking, swapping, chained assignment, indexing, len, iteration, 'in', returning tuples from @njit.
from numba import njit


@njit
def divmod_pair(a, b):
    return a // b, a % b


@njit
def stats(x, y, z):
    s = x + y + z
    return s, s / 3.0, (min(x, y, z), max(x, y, z))


@njit
def fib_pair(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a, b


a, b = 1, 2
a, b = b, a
print(a, b)
x = y = 5
print(x, y)
q, r = divmod_pair(17, 5)
print(q, r, divmod_pair(-17, 5))
s, mean, bounds = stats(3, 9, 4)
print(s, mean, bounds, bounds[0], bounds[1])
print(fib_pair(10))
t = (10, 20, 30, 40)
print(t[0], t[-1], t[1:3], len(t))
total = 0
for v in t:
    total += v
print(total)
print(20 in t, 25 in t, 3 in range(5), 7 in range(5))
lo, hi = (t[0], t[3])
print(lo + hi)
point = (1.5, -2.5)
px, py = point
print(px * py, point)
nested = ((1, 2), (3, 4))
(p1, p2), (p3, p4) = nested
print(p1 + p4, p2 * p3)
