# a.view in @njit code to a dtype of another size, of an array whose
# strides give Numba's type layout A (a column of every other element):
# NumPy's own checks pass (its last axis has one element), Numba's
# _change_dtype refuses it.
import numpy as np
from numba import njit


@njit
def as_bytes(a):
    return a.view(np.uint8)


col = np.arange(6).reshape(3, 2)[1:, ::2]
print(col.shape, col.strides, col.view(np.uint8).shape)
print(as_bytes(np.arange(2)).shape)
print(as_bytes(col))
