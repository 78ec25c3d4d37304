# Benchmark "loop_test": seed 004 ("Boost Your Python Code with CUDA", Towards
# Data Science), "Example 1 - Simple for loop test", Numba JIT version:
# loop_test_jit sums i * j * 0.1 over a 10000 x 10000 loop nest.
# Timing as in bench/RESULTS.md: one warm-up call (Numba compiles there; the
# tutorial does the same), then R timed calls with time.perf_counter();
# prints the median and a checksum.
# Run: python3 bench/loop_test.arr [R]   or   arrc bench/loop_test.arr -o l && ./l [R]
import sys
import time
from numba import jit


# Decorate the function with @jit to enable JIT compilation
@jit(nopython=True)  # nopython mode is recommended for best performance
def loop_test_jit():
    result = 0.0
    # Outer loop
    for i in range(10000):
        # Inner loop
        for j in range(10000):
            # Perform a simple operation
            result += i * j * 0.1
    return result


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

result = loop_test_jit()                      # warm-up (JIT compilation)
times = []
for r in range(R):
    t0 = time.perf_counter()
    result = loop_test_jit()
    times.append(time.perf_counter() - t0)

print(f"BENCH loop_test seconds={median(times):.6f}")
print(f"CHECK loop_test result={result:.17g}")
