# np.linalg.inv of a matrix that is not square is NumPy's LinAlgError,
# raised in @njit code with Numba's words.
import numpy as np
from numba import njit


@njit
def inverse(a):
    return np.linalg.inv(a)


print(inverse(np.array([[2.0, 0.0], [0.0, 4.0]])))
print(inverse(np.ones((2, 3))))
