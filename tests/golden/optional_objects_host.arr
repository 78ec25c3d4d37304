# In host code an optional tuple or array (None on some path) is used as
# Python uses it: unpacked, indexed, assigned into, its methods called;
# None raises Python's TypeError there. These were refused at compile time.
import numpy as np
from numba import njit


@njit
def bounds(a):
    if len(a) == 0:
        return None
    return a.min(), a.max()


def brightest(frames, threshold):
    best = None
    for f in frames:
        if f.mean() > threshold:
            best = f
    best[0] = 100.0
    return best.sum(), best[1:], best.shape


lo, hi = bounds(np.array([3.0, -2.0, 8.0]))
print(lo, hi)
t = bounds(np.arange(4.0))
print(t[0] + t[1])
frames = [np.full(3, 1.0), np.arange(3.0) * 4.0, np.zeros(3)]
total, tail, shape = brightest(frames, 2.0)
print(total, tail, shape)
lo, hi = bounds(np.zeros(0))
print("not reached")
