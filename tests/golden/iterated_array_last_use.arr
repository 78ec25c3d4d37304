# An array that a for loop iterates is still alive at its last use after
# the loop. (Numba 0.56's reference-count pruning frees it early and reads
# freed memory here: docs/language.md; the oracle turns that pass off.)
import numpy as np
from numba import njit


@njit
def first_after_scan(p):
    counts = np.zeros(1, dtype=np.uint16)
    for c in counts:
        p += 1.0
    return counts[0]


@njit
def scan_then_index(values, threshold):
    total = 0.0
    for v in values:
        if v > threshold:
            total += v
    return total, values[0], values[-1]


@njit
def listed(n):
    items = [k * k for k in range(n)]
    flag = True
    for k, x in enumerate(items):
        flag = flag and x >= k
    return (-len(items)) | divmod(n, 3)[1], flag


print(first_after_scan(1.0))
print(scan_then_index(np.linspace(0.0, 1.0, 5), 0.3))
print(scan_then_index(np.arange(6, dtype=np.int32) - 2, 0))
print(listed(8))
