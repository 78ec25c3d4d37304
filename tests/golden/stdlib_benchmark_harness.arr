# A benchmark harness as Numba tutorials write one: time a jitted function
# with timeit's default_timer and time.perf_counter, warm it up first, and
# print only what does not depend on the machine (the results, and whether
# the timings are sane). Progress goes to standard error and is flushed.
import sys
import time
import timeit
from timeit import default_timer as timer

import numpy as np
from numba import njit


@njit
def monte_carlo_pi(nsamples):
    acc = 0
    x = 0.5
    for i in range(nsamples):
        # A deterministic low-discrepancy sequence instead of random numbers.
        x = (x + 0.6180339887498949) % 1.0
        y = (i * 0.7548776662466927) % 1.0
        if x * x + y * y < 1.0:
            acc += 1
    return 4.0 * acc / nsamples


def bench(f, n, repeat):
    best = float("inf")
    result = 0.0
    for _ in range(repeat):
        start = timer()
        result = f(n)
        elapsed = timer() - start
        if elapsed < best:
            best = elapsed
    return result, best


def main():
    sizes = [1000, 10000, 100000]
    monte_carlo_pi(10)  # compile
    t0 = time.perf_counter()
    t0_ns = time.perf_counter_ns()
    cpu0 = time.process_time()
    for n in sizes:
        value, best = bench(monte_carlo_pi, n, 3)
        sys.stdout.write(f"n={n} ")
        print("pi ~", round(value, 4), "timing ok:", best >= 0.0)
        print("progress", n, file=sys.stderr, flush=True)
    total = time.perf_counter() - t0
    print("total time positive:", total > 0.0, time.perf_counter_ns() >= t0_ns)
    print("cpu time non-negative:", time.process_time() - cpu0 >= 0.0)
    wall = time.time()
    time.sleep(0.02)
    print("slept at least 10 ms:", time.time() - wall >= 0.01, timeit.default_timer() > 0.0)
    print("monotonic:", time.monotonic() <= time.monotonic(), time.monotonic_ns() > 0, time.time_ns() > 0)
    sys.stdout.flush()
    sys.stderr.write("done\n")


if __name__ == "__main__":
    main()
