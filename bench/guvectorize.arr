# Benchmark "guvectorize" (issue 16): the two gufuncs of Numba's guvectorize
# examples at a realistic size. A moving average '(n),()->(n)' over 10^7
# float64 values with a window of 100 (one kernel call; timed as
# "guvectorize"), and pairwise Euclidean distances '(m,k),(n,k)->(m,n)'
# between 2000 and 2000 points in 3-d (a 2000 x 2000 result; timed as
# "guvectorize_pairwise"). Each call allocates its result, as NumPy's
# gufunc call does; "guvectorize_out" times the moving average written into
# a preallocated array (out given), without the allocation. Timing as in bench/RESULTS.md: one warm-up call, then
# R timed calls with time.perf_counter(); prints medians and checksums.
# Run: python3 bench/guvectorize.arr [R]   or   arrc bench/guvectorize.arr -o g && ./g [R]
import math
import sys
import time
import numpy as np
from numba import njit, guvectorize, float64, intp


@guvectorize([(float64[:], intp, float64[:])], '(n),()->(n)', nopython=True)
def move_mean(a, window, out):
    asum = 0.0
    count = 0
    for i in range(window):
        asum += a[i]
        count += 1
        out[i] = asum / count
    for i in range(window, a.shape[0]):
        asum += a[i] - a[i - window]
        out[i] = asum / count


@guvectorize(['void(float64[:,:], float64[:,:], float64[:,:])'], '(m,k),(n,k)->(m,n)', nopython=True)
def pairwise(a, b, d):
    for i in range(a.shape[0]):
        for j in range(b.shape[0]):
            s = 0.0
            for t in range(a.shape[1]):
                diff = a[i, t] - b[j, t]
                s += diff * diff
            d[i, j] = math.sqrt(s)


@njit
def checksum(y):
    # a sequential float64 sum, so that the C version can reproduce it bit for bit
    s = 0.0
    for v in y.flat:
        s += v
    return s


def median(ts):
    # selection sort of a copy by hand, as the other benchmarks do
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


R = 5
if len(sys.argv) > 1:
    R = int(sys.argv[1])

np.random.seed(1)
N = 10_000_000
signal = np.random.random_sample(N)
P = 2000
pa = np.random.random_sample((P, 3))
pb = np.random.random_sample((P, 3))

y = move_mean(signal, 100)                    # warm-up
times = []
for r in range(R):
    t0 = time.perf_counter()
    y = move_mean(signal, 100)
    times.append(time.perf_counter() - t0)

otimes = []
for r in range(R):
    t0 = time.perf_counter()
    move_mean(signal, 100, y)
    otimes.append(time.perf_counter() - t0)

d = pairwise(pa, pb)                          # warm-up
ptimes = []
for r in range(R):
    t0 = time.perf_counter()
    d = pairwise(pa, pb)
    ptimes.append(time.perf_counter() - t0)

print(f"BENCH guvectorize seconds={median(times):.6f}")
print(f"BENCH guvectorize_pairwise seconds={median(ptimes):.6f}")
print(f"BENCH guvectorize_out seconds={median(otimes):.6f}")
print(f"CHECK guvectorize mean={checksum(y):.17g} dist={checksum(d):.17g}")
