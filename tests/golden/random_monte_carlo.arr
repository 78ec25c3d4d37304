# Monte Carlo with np.random: pi from uniform points, a European option's
# price from lognormal paths, a random walk of binomial steps, and a
# gamma-beta Bayesian update; the same code in host code (NumPy's stream)
# and in @njit functions (Numba's), each printing draws to prove the bits.
import math

import numpy as np
from numba import njit


def estimate_pi(n):
    xs = np.random.uniform(-1.0, 1.0, n)
    ys = np.random.uniform(-1.0, 1.0, n)
    inside = 0
    for i in range(n):
        if xs[i] * xs[i] + ys[i] * ys[i] <= 1.0:
            inside += 1
    return 4.0 * inside / n


@njit
def estimate_pi_jit(n):
    inside = 0
    for i in range(n):
        x = np.random.uniform(-1.0, 1.0)
        y = np.random.uniform(-1.0, 1.0)
        if x * x + y * y <= 1.0:
            inside += 1
    return 4.0 * inside / n


def option_price(s0, strike, rate, sigma, t, n):
    drift = (rate - 0.5 * sigma * sigma) * t
    finals = s0 * np.random.lognormal(drift, sigma * np.sqrt(t), n)
    payoff = np.maximum(finals - strike, 0.0)
    return math.exp(-rate * t) * payoff.mean(), finals[:3]


@njit
def option_price_jit(s0, strike, rate, sigma, t, n):
    drift = (rate - 0.5 * sigma * sigma) * t
    finals = s0 * np.random.lognormal(drift, sigma * np.sqrt(t), n)
    total = 0.0
    for v in finals:
        total += max(v - strike, 0.0)
    return math.exp(-rate * t) * total / n, finals[:3]


def random_walk(steps, p):
    ups = np.random.binomial(1, p, steps)
    pos = np.cumsum(2 * ups - 1)
    return pos[-1], pos.max(), pos.min(), ups[:10]


@njit
def random_walk_jit(steps, p):
    pos = 0
    hi = 0
    lo = 0
    first = np.empty(10, np.int64)
    for i in range(steps):
        up = np.random.binomial(1, p)
        if i < 10:
            first[i] = up
        pos += 2 * up - 1
        hi = max(hi, pos)
        lo = min(lo, pos)
    return pos, hi, lo, first


def posterior_draws(successes, trials, n):
    theta = np.random.beta(1 + successes, 1 + trials - successes, n)
    rates = np.random.gamma(2.0 + successes, 1.0 / (1.0 + trials), n)
    return theta.mean(), rates.mean(), theta[:2], rates[:2]


@njit
def posterior_draws_jit(successes, trials, n):
    theta = np.random.beta(1.0 + successes, 1.0 + trials - successes, n)
    rates = np.random.gamma(2.0 + successes, 1.0 / (1.0 + trials), n)
    return theta.mean(), rates.mean(), theta[:2], rates[:2]


@njit
def seed_jit(s):
    np.random.seed(s)


np.random.seed(12345)
print("pi", estimate_pi(20000))
print("option", option_price(100.0, 105.0, 0.03, 0.2, 1.0, 5000))
print("walk", random_walk(1000, 0.52))
print("posterior", posterior_draws(37, 120, 2000))
cauchy = np.random.standard_cauchy(1001)
print("cauchy", (cauchy > 0).sum(), cauchy[:3])
print("t tails", (np.abs(np.random.standard_t(3.0, 4000)) > 3.0).sum())

seed_jit(12345)
print("pi", estimate_pi_jit(20000))
print("option", option_price_jit(100.0, 105.0, 0.03, 0.2, 1.0, 5000))
print("walk", random_walk_jit(1000, 0.52))
print("posterior", posterior_draws_jit(37, 120, 2000))
