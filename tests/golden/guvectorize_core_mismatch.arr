# A dot product gufunc '(n),(n)->()' given vectors of different lengths:
# NumPy's ValueError naming the operand and the core dimension, after the
# calls that fit have printed.
import numpy as np
from numba import guvectorize, float64


@guvectorize([(float64[:], float64[:], float64[:])], '(n),(n)->()')
def dot(x, y, res):
    s = 0.0
    for i in range(x.shape[0]):
        s += x[i] * y[i]
    res[0] = s


print(dot(np.arange(3.0), np.arange(3.0)))
print(dot(np.ones((2, 4)), np.arange(4.0)))
print(dot(np.ones(3), np.ones(4)))
