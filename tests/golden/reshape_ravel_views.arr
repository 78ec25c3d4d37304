# Views and copies from reshape() and ravel(), as NumPy gives them in host
# code and Numba in @njit code: a C-contiguous array's ravel is a view and
# writes through it change the original; a strided array's reshape is a
# view when its strides allow one (a column of a matrix as an (n, 1)
# array), else a copy; Numba reshapes a transposed array only when the
# strides allow a view and raises NotImplementedError otherwise.
import numpy as np
from numba import njit


@njit
def normalize_rows(m):
    # A flat view of the matrix: scaling it scales m.
    flat = m.ravel()
    total = flat.sum()
    for i in range(flat.size):
        flat[i] = flat[i] / total
    return total


@njit
def as_column(v):
    return v.reshape((v.size, 1))


@njit
def flat_copy_of_transpose(m):
    return m.T.ravel()


@njit
def reshape_transpose(m):
    return m.T.reshape(m.size)


weights = np.arange(1.0, 7.0).reshape((2, 3))
print(normalize_rows(weights))
print(weights)

grid = np.zeros((3, 4), dtype=np.int32)
grid.ravel()[::5] = 1
print(grid)

# Every other sample of a stereo stream, as a column: a view in NumPy.
stream = np.arange(10, dtype=np.int16)
left = stream[::2].reshape((5, 1))
stream[0] = -1
print(left.ravel(), left.shape)

# Columns 1 and 3 of a matrix are evenly spaced: a view; columns 1 and 2
# regrouped are not: a copy.
m = np.arange(12).reshape((3, 4))
odd = m[:, 1::2].reshape(6)
middle = m[:, 1:3].reshape(6)
m[0, 1] = 99
print(odd, middle, m[:, 1:3].ravel())

# The transpose flattened: a copy in both host and jitted code.
tt = flat_copy_of_transpose(m)
tt[0] = -5
print(tt, m[0, 0])
col = as_column(np.arange(4.0))
print(col.shape, col[3, 0])
print(reshape_transpose(m))
