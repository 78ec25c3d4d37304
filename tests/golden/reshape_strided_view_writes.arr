# A reshape of a strided column that NumPy can make without copying is a
# view with the column's strides: writing through it changes the matrix.
import numpy as np

grid = np.ones((4, 2))
column = grid[:, 1::3]
flat = column.reshape(4)
square = column.reshape((2, -1))
square[1, 0] = -4.25
square[0, 1] += 10.0
print(grid[:, 1], flat)
print(square, square.shape)
evens = np.arange(12.0).reshape(3, 4)[:, ::2]
pairs = evens.reshape(6)
print(pairs, pairs.sum())
