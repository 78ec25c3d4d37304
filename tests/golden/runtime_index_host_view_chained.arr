# a[i][j] in host code with j past the row's end: IndexError for axis 0 of
# the row a[i], as NumPy reports it.
import numpy as np


def trace_of(m):
    t = 0.0
    for i in range(m.shape[0]):
        t += m[i][i]
    return t


square = np.arange(9.0).reshape(3, 3)
print(trace_of(square))
wide = np.ones((4, 3))
print(trace_of(wide))
print("not reached")
