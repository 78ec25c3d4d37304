# Benchmark "primes": seed 000 ("Accelerate your Python code with Numba",
# Carpentries GPU course): find_all_primes_cpu under @jit(nopython=True),
# trial division up to num // 2, returning a list. The tutorial times
# find_all_primes_cpu(10_000); here upper = 100_000.
# Timing as in bench/RESULTS.md: one warm-up call (Numba compiles there), then
# R timed calls with time.perf_counter(); prints the median and a checksum.
# Run: python3 bench/primes.arr [R]   or   arrc bench/primes.arr -o p && ./p [R]
import sys
import time
from numba import jit


@jit(nopython=True)
def find_all_primes_cpu(upper):
    all_prime_numbers = []
    for num in range(0, upper):
        prime = True
        for i in range(2, (num // 2) + 1):
            if (num % i) == 0:
                prime = False
                break
        if prime:
            all_prime_numbers.append(num)
    return all_prime_numbers


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


UPPER = 100_000
R = 5
if len(sys.argv) > 1:
    R = int(sys.argv[1])

primes = find_all_primes_cpu(UPPER)          # warm-up (JIT compilation)
times = []
for r in range(R):
    t0 = time.perf_counter()
    primes = find_all_primes_cpu(UPPER)
    times.append(time.perf_counter() - t0)

print(f"BENCH primes seconds={median(times):.6f}")
# the tutorial's list starts with 0 and 1 (its loop tests no divisor for them)
print(f"CHECK primes count={len(primes)} sum={sum(primes)} last={primes[len(primes) - 1]}")
