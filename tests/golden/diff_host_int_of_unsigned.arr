# int() of a NumPy unsigned integer in host code is a Python int: negating it, inverting it, taking max() with an int or dividing it behaves as for any int (pixel counts from a uint32 histogram, a uint64 id). Found by tests/diff.
import numpy as np
from numba import njit


@njit
def count_bright(img):
    return np.uint32((img > 128).sum())


hist = np.array([49610, 3, 120], dtype=np.uint32)
n = int(hist[0])
print(-n, n - 50000, (~n) << 2, -int(hist[1]))
ident = np.uint64(3511)
print(max(int(ident), 2), divmod(int(ident), 4), int(ident) // -7)
img = np.array([0, 200, 255, 17, 130], dtype=np.uint8)
bright = count_bright(img)
print(bright, -bright, bright - 5, ~bright)
