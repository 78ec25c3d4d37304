# a.view in @njit code to a dtype of another size, of a transposed
# matrix: the last axis is not contiguous (NumPy's check, which Numba 0.56
# makes too).
import numpy as np
from numba import njit


@njit
def as_int32(a):
    return a.view(np.int32)


m = np.arange(6.0).reshape(2, 3)
print(as_int32(m))
print(as_int32(m.T))
