# prange reductions updated under if/else, in inner loops, after continue, with -= and with min/max on some paths: the loops run on the thread pool and give the sequential answer (values chosen so that float sums are exact in any order).
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def count_inside(xs, ys):
    inside = 0
    for i in prange(xs.size):
        if xs[i] * xs[i] + ys[i] * ys[i] <= 1.0:
            inside += 1
    return inside


@njit(parallel=True)
def positive_and_negative(a):
    pos = 0.0
    neg = 0.0
    for i in prange(a.size):
        if a[i] > 0:
            pos += a[i]
        elif a[i] < 0:
            neg -= a[i]
    return pos, neg


@njit(parallel=True)
def balance(amounts, kinds):
    total = 1000
    for i in prange(amounts.size):
        if kinds[i] == 0:
            total -= amounts[i]
        else:
            total -= 2 * amounts[i]
    return total


@njit(parallel=True)
def masked_rows(m, threshold):
    s = 0.0
    n = 0
    for i in prange(m.shape[0]):
        if m[i, 0] < 0:
            continue
        for j in range(m.shape[1]):
            if m[i, j] >= threshold:
                s += m[i, j]
                n += 1
    return s, n


@njit(parallel=True)
def extremes_of_even(a):
    lo = np.inf
    hi = -np.inf
    for i in prange(a.size):
        if a[i] % 2 == 0:
            lo = min(lo, a[i])
            hi = max(hi, a[i])
    return lo, hi


@njit(parallel=True)
def product_of_small(a):
    p = 1
    for i in prange(a.size):
        if 0 < a[i] <= 3:
            p *= a[i]
    return p


@njit(parallel=True)
def pairs_below(a, limit):
    c = 0
    for i in prange(a.size):
        for j in range(i + 1, a.size):
            if a[i] + a[j] < limit:
                c += 1
    return c


@njit(parallel=True)
def nothing_matches(a):
    c = 0
    s = 0.0
    for i in prange(a.size):
        if a[i] > 1e9:
            c += 1
            s += a[i]
    return c, s


np.random.seed(5)
rng = np.random
xs = (rng.randint(-100, 101, 5000) / 100.0)
ys = (rng.randint(-100, 101, 5000) / 100.0)
print(count_inside(xs, ys))
a = rng.randint(-50, 51, 1001).astype(np.float64)
print(positive_and_negative(a))
print(balance(rng.randint(1, 20, 777), rng.randint(0, 2, 777)))
m = rng.randint(-5, 10, (61, 7)).astype(np.float64)
print(masked_rows(m, 4.0))
print(extremes_of_even(a))
print(product_of_small(rng.randint(-2, 5, 40)))
print(pairs_below(rng.randint(0, 100, 300), 50))
print(nothing_matches(a), nothing_matches(np.zeros(0)))
print(count_inside(xs[:1], ys[:1]), balance(np.zeros(0, np.int64), np.zeros(0, np.int64)))
