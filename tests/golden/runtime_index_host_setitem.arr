# Host code checks an assignment's index too: writing one past the end of a
# histogram in a plain def raises IndexError instead of corrupting memory.
import numpy as np


def histogram(samples, nbins, lo, hi):
    counts = np.zeros(nbins, dtype=np.int64)
    width = (hi - lo) / nbins
    for x in samples:
        b = int((x - lo) / width)
        counts[b] += 1
    return counts


print(histogram(np.array([0.1, 0.5, 0.9, 0.2]), 4, 0.0, 1.0))
print(histogram(np.array([0.1, 0.5, 1.0]), 4, 0.0, 1.0))
print("not reached")
