# The arrays a loop takes out of a list or a tuple are borrowed from it,
# while the rows of a 2-D array are new views: a variable that keeps such
# an array after the loop must own a reference of its own (the list's
# array used to be released twice). Host code and @njit.
import numpy as np
from numba import njit


@njit
def heaviest(blocks):
    best = blocks[0]
    for b in blocks:
        if b.sum() > best.sum():
            best = b
    return best


@njit
def last_row(m):
    for r in m:
        last = r
    return last * 1.0


def pick(frames, threshold):
    chosen = None
    for f in frames:
        if f.mean() > threshold:
            chosen = f
    return chosen


frames = [np.full(3, 1.0), np.arange(3.0) * 4.0, np.zeros(3)]
print(heaviest(frames))
print(last_row(np.arange(6.0).reshape(3, 2)))
kept = pick(frames, 2.0)
frames = None
print(kept)
for i, f in enumerate([np.ones(2), np.arange(2.0)]):
    latest = f
print(latest)
for a, b in zip([np.ones(2), np.zeros(2)], [np.arange(2.0), np.full(2, 7.0)]):
    pair = (a, b)
print(pair[0], pair[1])
