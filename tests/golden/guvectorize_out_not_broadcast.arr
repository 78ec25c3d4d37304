# An out array with fewer loop dimensions than the inputs broadcast to:
# NumPy does not broadcast outputs.
import numpy as np
from numba import guvectorize


@guvectorize(['void(float64[:], float64[:])'], '(n)->()')
def total(x, res):
    s = 0.0
    for v in x:
        s += v
    res[0] = s


out = np.zeros(3)
total(np.ones((3, 5)), out)
print(out)
total(np.ones((3, 5)), np.zeros(1))
