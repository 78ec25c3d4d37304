# Run-time error in host code compiled with --boundscheck: an out-of-range index raises IndexError.
import numpy as np


def get(a, i):
    return a[i]


a = np.arange(5)
print(get(a, 0), get(a, 4), get(a, -5))
print(get(a, 5))
print("not reached")
