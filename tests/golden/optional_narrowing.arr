# A test that a variable is not None narrows its optional type where the
# test holds: after `if idx is None: return`, inside `if x is not None:`,
# after `assert x is not None` or a raise, on the right of `and`/`or`, in
# a conditional expression, in a while loop's body, and inside `if x:`.
# Host code (top level, plain def) and @njit; numbers, arrays, tuples.
import numpy as np
from numba import njit


@njit
def find(a, x):
    for i in range(len(a)):
        if a[i] == x:
            return i
    return None


@njit
def position_times_ten(a, x):
    idx = find(a, x)
    if idx is None:
        return -1
    return idx * 10


@njit
def window_sum(a, x):
    idx = find(a, x)
    if idx is not None:
        return a[idx:idx + 2].sum()
    return 0


@njit
def must_find(a, x):
    idx = find(a, x)
    assert idx is not None, "value not found"
    return idx + 1


@njit
def checked(a, x):
    idx = find(a, x)
    if idx is None:
        raise ValueError("missing")
    return idx * 2


@njit
def both_present(a, x, y):
    i = find(a, x)
    j = find(a, y)
    if i is None or j is None:
        return -1
    return j - i


@njit
def after_start(a, x):
    i = find(a, x)
    return i is not None and i > 1


@njit
def or_default(a, x):
    i = find(a, x)
    return i * 100 if i is not None else -100


def nonzero_position(a, x):
    i = find(a, x)
    if i:
        return i * 2
    return -2


@njit
def largest_block(a, limit):
    # Optional arrays: the best block so far, None until one is found.
    best = None
    for start in range(0, len(a), 2):
        block = a[start:start + 2]
        if block.sum() > limit and (best is None or block.sum() > best.sum()):
            best = block.copy()
    if best is None:
        return np.zeros(2)
    return best * 1.0


@njit
def next_index(links, i):
    if links[i] < 0:
        return None
    return links[i]


def chain_length(links, start):
    steps = 0
    node = next_index(links, start)
    while node is not None:
        steps += 1
        node = next_index(links, node)
    return steps


@njit
def bounds(a):
    if len(a) == 0:
        return None
    return a.min(), a.max()


def describe(a):
    b = bounds(a)
    if b is None:
        return "empty"
    lo, hi = b
    return f"{lo}..{hi}"


def scaled_or_default(a, factor):
    if factor is None:
        factor = 1.5
    return a * factor


a = np.array([4, 8, 15, 16, 23, 42])
print(position_times_ten(a, 15), position_times_ten(a, 7))
print(window_sum(a, 16), window_sum(a, 99))
print(must_find(a, 42), checked(a, 8))
print(both_present(a, 8, 23), both_present(a, 8, 5))
print(after_start(a, 15), after_start(a, 8), after_start(a, 1))
print(or_default(a, 23), or_default(a, 0))
print(nonzero_position(a, 4), nonzero_position(a, 16), nonzero_position(a, 3))
print(largest_block(np.array([1.0, 2.0, 5.0, 1.0, 0.5, 0.5]), 2.5))
print(largest_block(np.array([1.0, 1.0]), 9.0))
links = np.array([2, -1, 3, 1])
print(chain_length(links, 0), chain_length(links, 1))
print(describe(np.array([3.0, -1.0, 2.0])), describe(np.zeros(0)))
print(scaled_or_default(np.ones(2), None), scaled_or_default(np.ones(2), 3.0))

found = find(a, 23)
if found is not None:
    print("23 is at", found, "and doubled", found * 2)
total = 0
for x in [8, 9, 42]:
    k = find(a, x)
    if k is None:
        continue
    total += k
print(total)
