# Benchmark "lucas": seed 004 ("Boost Your Python Code with CUDA", Towards Data
# Science), "Example 2 - recursive functions", Numba JIT version: the doubly
# recursive lucas_numba(40) under @jit(nopython=True), as in the tutorial.
# Timing as in bench/RESULTS.md: one warm-up call (Numba compiles there), then
# R timed calls with time.perf_counter(); prints the median and a checksum.
# Run: python3 bench/lucas.arr [R]   or   arrc bench/lucas.arr -o l && ./l [R]
import sys
import time
from numba import jit


# Apply Numba's JIT decorator
@jit(nopython=True)
def lucas_numba(n):
    if n == 0:
        return 2
    elif n == 1:
        return 1
    else:
        return lucas_numba(n-1) + lucas_numba(n-2)


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


R = 5
if len(sys.argv) > 1:
    R = int(sys.argv[1])

lucas_result_numba = lucas_numba(40)          # warm-up (JIT compilation)
times = []
for r in range(R):
    t0 = time.perf_counter()
    # 40 + int(t0 - t0) is 40; written so that an ahead-of-time optimizer
    # cannot reuse the warm-up call's result for this pure function (LLVM
    # would), which a benchmark of the call itself must prevent.
    lucas_result_numba = lucas_numba(40 + int(t0 - t0))
    times.append(time.perf_counter() - t0)

print(f"BENCH lucas seconds={median(times):.6f}")
print(f"CHECK lucas L40={lucas_result_numba}")
