"""Module docstring: comments, docstrings, `if __name__ == "__main__":`, time.perf_counter() measured but not printed."""
# A program laid out the way the tutorials are: imports, constants, functions with docstrings, a main guard.
from __future__ import annotations

import time
import numpy as np
from numba import njit

REPEATS = 3  # a global constant


@njit
def work(n):
    """Sum of squares below n (a docstring is ignored)."""
    s = 0
    for i in range(n):  # a comment after code
        s += i * i
    return s


def timed(n):
    """Host function: runs work() REPEATS times; the time is measured, never printed."""
    start = time.perf_counter()
    r = 0
    for _ in range(REPEATS):
        r = work(n)
    elapsed = time.perf_counter() - start
    t0 = time.time()
    return r, elapsed >= 0.0 and t0 > 0.0


if __name__ == "__main__":
    # entry code under the main guard
    result, ok = timed(1000)
    print(result, ok)
    x = (1 +
         2 +
         3)
    y = 4 \
        + 5
    print(x, y); print("two statements on one line")
