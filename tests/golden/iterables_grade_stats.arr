# Statistics over a dict of lists: the grades of a small class, summarized
# with the builtins that consume iterables (sum, min, max, sorted, any, all)
# applied to dict views, sets and strings, in host code and in @njit.
import numpy as np
from numba import njit

grades = {
    "alice": [88, 92, 79],
    "bob": [65, 70, 58],
    "carol": [95, 98, 100],
    "dave": [72, 0, 81],
}


@njit
def spread(xs):
    # In jitted code: min and max of a list, sum of a tuple, a set's min.
    lo = min(xs)
    hi = max(xs)
    seen = set(xs)
    return hi - lo, len(seen), min(seen), sum((lo, hi))


@njit
def letters(word):
    # set() of a string and min/max of its characters (Numba allows them).
    s = set(word)
    return len(s), min(word), max(word)


def report(book):
    totals = {name: sum(marks) for name, marks in book.items()}
    print("students:", ", ".join(sorted(book)))
    print("total of all marks:", sum(totals.values()))
    print("best total:", max(totals.values()), "worst:", min(totals.values()))
    print("best student:", max(totals, key=lambda k: totals[k]))
    print("any zero mark:", any(0 in m for m in book.values()))
    print("everyone passed something:", all(max(m) >= 60 for m in book.values()))
    means = {name: sum(m) / len(m) for name, m in book.items()}
    for name in sorted(means, key=lambda k: means[k], reverse=True):
        print(f"  {name:<6} mean {means[name]:6.2f}  range {spread(book[name])}")
    distinct = set()
    for marks in book.values():
        distinct.update(marks)
    print("distinct marks:", len(distinct), "highest:", max(distinct), "sum:", sum(distinct))
    print("sum with start:", sum(totals.values(), 1000), sum(distinct, 0.5))
    flat = []
    for marks in book.values():
        flat.extend(marks)
    print("all marks sorted:", sorted(flat))
    arr = np.array(flat)
    print("array sum/min/max:", sum(arr), min(arr), max(arr))
    print("ranked:", list(enumerate(sorted(totals, key=lambda k: totals[k]), 1)))
    print("pairs:", dict(zip(sorted(book), range(len(book)))))
    print("letters:", letters("mississippi"))
    print("initials:", "".join(name[0].upper() for name in book))
    print("has 100:", 100 in distinct, 100 in totals.values(), 261 in totals.values())


report(grades)
