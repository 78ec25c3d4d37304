# In @njit code the truth of an array with more than one element is a
# ValueError at run time, as in Numba (a `while` over a whole array instead
# of one element, a common slip when porting a scalar loop).
import numpy as np
from numba import njit


@njit
def halve_until_small(x, limit):
    steps = 0
    while x > limit:
        x = x / 2.0
        steps += 1
    return steps


print(halve_until_small(np.array([40.0]), 1.0))
print(halve_until_small(np.array([40.0, 3.0]), 1.0))
