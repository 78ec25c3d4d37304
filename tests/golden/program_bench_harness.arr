# A benchmark harness as tutorials write one: timeit's default_timer around
# an @njit kernel, run for each dtype of a heterogeneous list, results
# collected in a dict and printed with str.format (timings not printed).
import sys
from timeit import default_timer as timer

import numpy as np
from numba import njit


@njit
def saxpy(a, x, y):
    out = np.empty_like(x)
    for i in range(x.shape[0]):
        out[i] = a * x[i] + y[i]
    return out


def run(dtype, n):
    x = np.arange(n).astype(dtype)
    y = np.ones(n, dtype=dtype)
    start = timer()
    r = saxpy(dtype(2), x, y)
    elapsed = timer() - start
    return float(r.sum()), elapsed


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    results = {}
    for dtype in [np.float32, np.float64, np.int64]:
        checksum, elapsed = run(dtype, n)
        results[dtype.__name__] = checksum
        assert elapsed >= 0.0, "negative time"
    print("{:<10}{:>16}".format("dtype", "checksum"))
    for name, value in results.items():
        print("{:<10}{:>16.1f}".format(name, value))


if __name__ == "__main__":
    main()
