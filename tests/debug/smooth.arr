# The program tests/debug.sh debugs with gdb: host code calls an @njit
# function with loops over arrays. The "# gdb:" comments mark the lines the
# script breaks on; keep them on these statements.
import numpy as np
from numba import njit


@njit
def smooth(a, n, scale):
    out = np.zeros(n)
    total = 0.0
    for i in range(1, n - 1):
        s = a[i - 1] + a[i] + a[i + 1]  # gdb: window
        out[i] = s / scale  # gdb: store
        total += out[i]
    big = total > 10.0
    return out, total, big


def report(name, values):
    count = len(values)
    print(name, count, values.sum())  # gdb: report


def main():
    n = 8
    a = np.arange(n) * 1.5
    out, total, big = smooth(a, n, 3.0)  # gdb: call
    report("smoothed", out)
    print(total, big)


main()
