# An out array whose core dimension disagrees with the inputs': NumPy's
# error names the output operand.
import numpy as np
from numba import guvectorize


@guvectorize(['void(float64[:], float64[:], float64[:])'], '(n),()->(n)')
def scale(x, f, out):
    for i in range(x.shape[0]):
        out[i] = x[i] * f[0]


out = np.zeros((2, 3))
print(scale(np.ones((2, 3)), 2.0, out))
scale(np.ones((2, 3)), 2.0, np.zeros((2, 4)))
