# f-string fields with a format spec of NumPy uint64 values: the Python
# int's text, the top bit a digit like the others (a 64-bit hash table).
import numpy as np
from numba import njit


@njit
def fnv1a(data):
    h = np.uint64(14695981039346656037)
    for b in data:
        h = (h ^ np.uint64(b)) * np.uint64(1099511628211)
    return h


full = np.uint64(18446744073709551615)
print(f"{full:d}|{full:,}|{full:x}|{full:>24}|{full:.3e}")
for word in [np.array([104, 105], dtype=np.uint8), np.array([0, 255, 7], dtype=np.uint8)]:
    h = fnv1a(word)
    print(f"{h:#018x} {h:>21d}")
