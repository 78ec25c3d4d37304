# Generators consumed by for loops, as Numba compiles them: Fibonacci
# numbers, a jitted generator inside a jitted function (return ends it),
# array chunks, break and else, nested loops in the generator, tuples.
import numpy as np
from numba import njit


def fib(n):
    a, b = 0, 1
    for _ in range(n):
        yield a
        a, b = b, a + b


for x in fib(10):
    print(x, end=" ")
print()


@njit
def evens(limit):
    i = 0
    while True:
        if i >= limit:
            return
        yield i
        i += 2


@njit
def total_evens(limit):
    s = 0
    for v in evens(limit):
        if v == 4:
            continue
        s += v
    return s


print(total_evens(11))


def chunks(a, size):
    for start in range(0, a.shape[0], size):
        yield a[start:start + size]


for c in chunks(np.arange(7.0), 3):
    print(c, c.sum())

for a in fib(50):
    if a > 100:
        print("first above 100:", a)
        break
else:
    print("never")

for a in fib(3):
    print("short", a)
else:
    print("exhausted")


def pairs(xs):
    for i in range(len(xs)):
        for j in range(i + 1, len(xs)):
            yield xs[i], xs[j]


for p, q in pairs([1, 2, 3]):
    print(p, q)
