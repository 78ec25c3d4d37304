# Conditional expressions whose two arms are the same variable, and `and`/
# `or` of a value with itself, as programs end up with after edits (a
# fallback that was later made the same as the main value), inside loops and
# as list elements, in host code and @njit.
import numpy as np
from numba import njit


@njit
def running_best(xs, strict):
    best = xs[0]
    for x in xs:
        best = best if strict else best
        if x > best:
            best = x
    return best


@njit
def echo_list(v, n):
    out = []
    for i in range(n):
        out.append(v if i % 2 == 0 else v)
    return out


@njit
def both_flags(active, n):
    count = 0
    for i in range(n):
        if active and active:
            count += 1
        active = active or active
    return count


def host_loop(values, flag):
    last = values[0]
    for v in values:
        last = last if flag else last
        last = v if v > last else last
    return last, [flag or flag for _ in range(2)], [v and v for v in values]


print(running_best(np.array([3.0, 9.5, 2.0, 11.25]), True))
print(echo_list(7, 3), echo_list(2.5, 2))
print(both_flags(True, 4), both_flags(False, 4))
print(host_loop([4, 0, 8, 2], False))
