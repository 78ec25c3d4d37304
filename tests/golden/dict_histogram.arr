# A histogram of integer samples into a dict (host code and @njit), the
# bins printed in insertion order, and summary statistics from the values.
import numpy as np
from numba import njit


@njit
def histogram(samples, width):
    bins = {}
    for x in samples:
        b = (x // width) * width
        if b not in bins:
            bins[b] = 0
        bins[b] += 1
    return bins


def histogram_host(samples, width):
    bins = {}
    for x in samples:
        b = (x // width) * width
        bins[b] = bins.get(b, 0) + 1
    return bins


@njit
def total(bins):
    s = 0
    for n in bins.values():
        s += n
    return s


np.random.seed(3)
samples = np.random.randint(-50, 150, 400)
h = histogram(samples, 25)
hh = histogram_host(samples, 25)
print(h)
print(hh)
print(total(h), len(h))
for b in range(-50, 150, 25):
    n = hh[b]
    print(b, b + 24, n)
peak = -1
for b, n in hh.items():
    if peak < 0 or n > hh[peak]:
        peak = b
print("peak bin", peak, hh[peak])
del hh[peak]
print(len(hh), peak in hh, hh.pop(-50), len(hh))
