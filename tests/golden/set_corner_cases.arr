# Sets of negative ints (hash(-1) is -2), of floats equal to ints, of
# tuples and bools, in host code and @njit, printed in CPython's order;
# sets of strings are only measured, since Python seeds string hashes at
# random.
from numba import njit


@njit
def jit_sets(n):
    s = set()
    for i in range(-n, n):
        s.add(i * 3 % 11 - 5)
    t = set()
    for i in range(n):
        if i % 2 == 1:
            t.add(i)
    print(s, t, s & t, s | t, t - s)
    print(len(s - t), len(s ^ t), -1 in s - t, 1 in s ^ t)
    print(len(s), -5 in s, 100 in s, t <= s, s >= t, s == s.copy())
    u = s.copy()
    u.discard(-5)
    u.add(-1)
    u.add(-2)
    return u


negs = {-1, -2, -3, -8, -9, 0, 8, 16, 2**61 - 1, 2**61, -2**61}
print(negs, len(negs))
print(jit_sets(6))
floats = {1.0, 0.5, -0.0, 2.0, 1.5, 1e20}
print(floats, 1 in floats, 0 in floats, 3 in floats)
tuples = {(1, 2), (2, 1), (0, 0), (-1, -1), (1, 2)}
print(tuples, len(tuples), (2, 1) in tuples)
bools = {True, False, True}
print(bools)
words = {"pear", "apple", "fig", "apple"}
print(len(words), "fig" in words, "kiwi" in words)
growing = set()
for i in range(40):
    growing.add(i * 7 - 100)
print(growing)
for i in range(0, 40, 3):
    growing.discard(i * 7 - 100)
print(growing)
print(set([3, 1, 3]), set((5, 4)), set(range(5, 0, -1)), set({"k": 1}))
print({1, 2} == {2, 1}, {1} != {1}, {1, 2} < {1, 2}, {1} < {1, 2}, {1, 2, 3} > {3})
e = {1}
e.pop()
print(e, len(e), bool(e), bool({0}))
