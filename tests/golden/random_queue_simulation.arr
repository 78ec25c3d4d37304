# A single-server queue: exponential inter-arrival and service times, the
# customers of each hour from poisson, breakdowns from geometric, batch
# sizes from zipf and repair times from weibull; host code (NumPy's
# stream) and the same loop in an @njit function (Numba's).
import numpy as np
from numba import njit


def simulate(n, arrival_rate, service_rate):
    gaps = np.random.exponential(1.0 / arrival_rate, n)
    service = np.random.exponential(1.0 / service_rate, n)
    clock = 0.0
    free_at = 0.0
    waited = 0.0
    longest = 0.0
    for i in range(n):
        clock += gaps[i]
        start = max(clock, free_at)
        wait = start - clock
        waited += wait
        longest = max(longest, wait)
        free_at = start + service[i]
    return waited / n, longest, free_at


@njit
def simulate_jit(n, arrival_rate, service_rate):
    clock = 0.0
    free_at = 0.0
    waited = 0.0
    longest = 0.0
    for i in range(n):
        clock += np.random.exponential(1.0 / arrival_rate)
        service = np.random.exponential(1.0 / service_rate)
        start = max(clock, free_at)
        wait = start - clock
        waited += wait
        longest = max(longest, wait)
        free_at = start + service
    return waited / n, longest, free_at


def hourly(hours, rate):
    counts = np.random.poisson(rate, hours)
    breakdowns = np.random.geometric(0.05, 4)
    batches = np.random.zipf(2.5, 6)
    repairs = np.random.weibull(1.5, 3) * 2.0
    return counts, counts.sum(), breakdowns, batches, repairs


@njit
def hourly_jit(hours, rate):
    counts = np.random.poisson(rate, hours)
    breakdowns = np.random.geometric(0.05, 4)
    batches = np.random.zipf(2.5, 6)
    repairs = np.random.weibull(1.5, 3) * 2.0
    return counts, counts.sum(), breakdowns, batches, repairs


@njit
def seed_jit(s):
    np.random.seed(s)


np.random.seed(31)
print("queue", simulate(5000, 0.9, 1.0))
print("light load", simulate(1000, 0.3, 1.0))
print("hours", hourly(12, 14.5))
print("busy hours", np.random.poisson(120.0, 5), np.random.poisson(lam=0.5, size=(2, 3)))
seed_jit(31)
print("queue", simulate_jit(5000, 0.9, 1.0))
print("light load", simulate_jit(1000, 0.3, 1.0))
print("hours", hourly_jit(12, 14.5))
