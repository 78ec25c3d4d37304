# In @njit code an optional array (None until a loop finds one) stands for
# its value where its attributes, methods and elements are used, as in
# Numba: the value is used while it is there, and None raises Numba's
# TypeError. These were refused at compile time.
import numpy as np
from numba import njit


@njit
def best_block(a, width):
    best = None
    for s in range(0, len(a), width):
        b = a[s:s + width]
        if b.sum() > 3:
            best = b
    return best.sum(), best.shape[0], best.size, best[1], best.max()


@njit
def clipped_best(a):
    best = None
    for s in range(0, len(a), 2):
        if a[s] > 2:
            best = a[s:s + 2].copy()
    best[0] = -1.0
    return best


print(best_block(np.arange(6.0), 2))
print(clipped_best(np.arange(8.0)))
print(best_block(np.zeros(4), 2))
print("not reached")
