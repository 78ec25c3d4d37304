# Advanced indexing that arrc refuses while compiling: in jitted code what
# Numba 0.56 refuses (a second index array, an integer before the array,
# which Numba counts as a second advanced index, a 2-D mask, a list as the
# index, a.flat = v), and everywhere an index array of floats (NumPy's
# words), a list of floats, two ellipses, too many indices, and a mask in a
# kernel.
import numpy as np
from numba import cuda, njit


@njit
def jitted(a, b, rows, cols, mask2):
    x = a[rows, cols]
    y = a[1, rows]
    z = a[mask2]
    w = b[[0, 1]]
    a.flat = 0
    return x, y, z, w


@cuda.jit
def kernel(a, m):
    b = a[m]
    a[0] = b[0]


a = np.arange(12.0).reshape(3, 4)
print(jitted(a, a[0], np.array([0, 1]), np.array([1, 2]), a > 3))
kernel[1, 1](a[0], a[0] > 2)
print(a[np.array([0.0, 1.0])], a[[0.5, 1.5]], a[..., 0, ...], a[0, 1, np.array([0])])
# ERROR 13:9: Numba allows only one advanced index in jitted code: one 1-D integer or boolean array, with no other array and no integer before it
# ERROR 14:9: Numba allows only one advanced index in jitted code: one 1-D integer or boolean array, with no other array and no integer before it
# ERROR 15:9: an index array of 2 dimensions is not allowed in jitted code: Numba supports one 1-D integer or boolean array
# ERROR 16:9: indexing an array with a list is not allowed in jitted code: Numba supports a 1-D integer or boolean array (np.array(list) makes one)
# ERROR 17:5: assigning to a.flat is not allowed in jitted code (Numba cannot lower it); a[...] = v sets every element
# ERROR 23:9: indexing with an array, a list or '...' is not supported in GPU code
# ERROR 30:7: arrays used as indices must be of integer (or boolean) type, not array(float64, 1d, C)
# ERROR 30:32: only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and integer or boolean arrays are valid indices
# ERROR 30:47: an index can only have a single ellipsis ('...')
# ERROR 30:63: too many indices for array: array(float64, 2d, C) is 2-dimensional, but 3 were indexed
