# @njit draws of np.random.random/uniform and random.random/uniform, which arrc inlines, across the Mersenne Twister's refills: mixed with one-word draws (randint) so that one word is left, reseeded mid-stream, and in a Monte Carlo loop.
import random

import numpy as np
from numba import njit


@njit
def checksum(n, seed):
    np.random.seed(seed)
    s = 0.0
    for i in range(n):
        s += np.random.random() * (i % 7 + 1)
    return s


@njit
def mixed(n):
    np.random.seed(12345)
    out = np.empty(n)
    for i in range(n):
        if i % 5 == 0:
            # one word of the state, so the next double may straddle a refill
            out[i] = np.random.randint(0, 1000)
        elif i % 5 == 1:
            out[i] = np.random.uniform(-2.0, 3.5)
        else:
            out[i] = np.random.random()
    return out


@njit
def python_module(n):
    random.seed(7)
    acc = 0.0
    last = 0.0
    for i in range(n):
        if i % 3 == 0:
            last = random.uniform(10.0, 20.0)
        elif i % 3 == 1:
            last = float(random.randint(1, 6))
        else:
            last = random.random()
        acc += last
    return acc, last


@njit
def reseeded():
    np.random.seed(1)
    a = np.random.random()
    for _ in range(400):
        np.random.random()
    np.random.seed(1)
    b = np.random.random()
    return a == b, a


@njit
def monte_carlo_pi(n):
    np.random.seed(2024)
    inside = 0
    for _ in range(n):
        x = np.random.random()
        y = np.random.random()
        if x * x + y * y <= 1.0:
            inside += 1
    return 4.0 * inside / n


@njit
def unseeded_in_range(n):
    lo = 1.0
    hi = 0.0
    for _ in range(n):
        u = random.random()
        lo = min(lo, u)
        hi = max(hi, u)
    return lo >= 0.0 and hi < 1.0


for n in (1, 311, 312, 313, 624, 1000, 5000):
    print(n, repr(checksum(n, n)))
m = mixed(2000)
print(m[:6])
print(repr(m.sum()), m[311:316], m[-3:])
print(python_module(1500))
print(reseeded())
print(monte_carlo_pi(200000))
print(unseeded_in_range(3000))
