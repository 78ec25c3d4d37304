# The consumers of iterables inside @njit, where Numba 0.56 has them: min
# and max of dict views, sets, strings and ranges, set() of a string or of
# a dict's values, str.join of a dict's keys, sorted and list of views,
# enumerate and zip of tuples, dicts and sets, list.extend of a view.
import numpy as np
from numba import njit


@njit
def summary(word):
    counts = {"pear": 3, "fig": 1, "apple": 2}
    letters = set(word)
    vals = counts.values()
    extended = [0]
    extended.extend(counts.values())
    return (min(vals), max(counts.values()), min(counts), max(counts.keys()), len(letters),
            min(word), max(range(7)), min((4, 2, 9)), sum((1.5, 2.5)), sorted(counts.values()),
            list(counts.keys()), "-".join(counts.keys()), extended, max(np.arange(5)))


@njit
def pairs():
    counts = {"pear": 3, "fig": 1, "apple": 2}
    out = []
    for i, k in enumerate(counts):
        out.append((i, k))
    z = list(zip((1, 2, 3), counts.values()))
    s = sorted(set(counts.values()))
    return out, z, s, list(enumerate((7, 8))), min({5, 3, 8})


print(summary("mississippi"))
print(pairs())
