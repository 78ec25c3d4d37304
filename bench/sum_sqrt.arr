# Benchmark "sum_sqrt": seed 001 ("Introduction to Numba", NASA ASTG course),
# sections "Average Calculations" and "Fastmath" (do_sum without fastmath):
# the sum of the square roots of 10 million float64 values, as a sequential
# reduction loop `s += math.sqrt(a[i])` under @njit, and (second line,
# sum_sqrt_expr) as the array expression np.sum(np.sqrt(a)) under @njit.
# Timing as in bench/RESULTS.md: one warm-up call (Numba compiles there), then
# R timed calls with time.perf_counter(); prints the medians and a checksum.
# Run: python3 bench/sum_sqrt.arr [R]   or   arrc bench/sum_sqrt.arr -o s && ./s [R]
import math
import sys
import time
import numpy as np
from numba import njit


@njit
def sum_sqrt(a):
    s = 0.0
    for i in range(a.shape[0]):
        s += math.sqrt(a[i])
    return s


@njit
def sum_sqrt_expr(a):
    return np.sum(np.sqrt(a))


def median(ts):
    # selection sort of a copy by hand: the language has no sorted()
    a = []
    for t in ts:
        a.append(t)
    n = len(a)
    for i in range(n):
        m = i
        for k in range(i + 1, n):
            if a[k] < a[m]:
                m = k
        x = a[i]
        a[i] = a[m]
        a[m] = x
    if n % 2 == 1:
        return a[n // 2]
    return (a[n // 2 - 1] + a[n // 2]) / 2.0


R = 11
if len(sys.argv) > 1:
    R = int(sys.argv[1])

np.random.seed(2024)
N = 10_000_000
a = np.random.rand(N)

s = sum_sqrt(a)                               # warm-up (JIT compilation)
times = []
for r in range(R):
    t0 = time.perf_counter()
    s = sum_sqrt(a)
    times.append(time.perf_counter() - t0)

e = sum_sqrt_expr(a)                          # warm-up
times_expr = []
for r in range(R):
    t0 = time.perf_counter()
    e = sum_sqrt_expr(a)
    times_expr.append(time.perf_counter() - t0)

print(f"BENCH sum_sqrt seconds={median(times):.6f}")
print(f"BENCH sum_sqrt_expr seconds={median(times_expr):.6f}")
# both are sequential float64 sums in Numba (its np.sum is a plain loop)
print(f"CHECK sum_sqrt loop={s:.17g} expr={e:.17g}")
