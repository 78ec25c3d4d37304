# A run-time error: a cpu ufunc called with arrays of shapes (2, 3) and (2,) raises NumPy's ValueError (operands could not be broadcast together), after a call that broadcasts correctly.
import numpy as np
from numba import vectorize


@vectorize(['float64(float64, float64)'])
def add_half(x, y):
    return x + 0.5 * y


m = np.ones((2, 3))
print(add_half(m, np.array([2.0, 4.0, 6.0])))
print(add_half(m, np.array([[2.0], [4.0]])))
bad = add_half(m, np.array([2.0, 4.0]))
print("not reached", bad)
