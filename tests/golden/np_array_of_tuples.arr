# np.array of tuples, Numba's literal arrays: flat and nested tuples, mixed numbers promoted (int and float give float64), dtype=, in host code and @njit (the code generator refused tuples before)
import numpy as np
from numba import njit

@njit
def lit():
    a = np.array((1.0, 2.0, 3.0))
    b = np.array(((1, 2), (3, 4)))
    return a, b, np.array((1, 2.5))

print(lit())
print(np.array((1, 2.5, True)), np.array(((1.5, 2), (3, 4))).dtype, np.array((3,)))
print(np.array(((1, 2, 3), (4, 5, 6)), dtype=np.float32))
axis = (0.0, 0.0, 1.0)
print(np.cross(np.array(axis), np.array((1.0, 0.0, 0.0))))
