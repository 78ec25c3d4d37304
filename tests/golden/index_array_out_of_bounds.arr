# An index array with an entry outside the axis is NumPy's IndexError,
# naming the entry, the axis and its size (the integer index of another
# axis is checked first, as NumPy does).
import numpy as np

table = np.arange(15).reshape(5, 3)
print(table[np.array([0, -1]), 2])
print(table[np.array([4, 1, 3])])
picks = np.array([2, 0, 7, 1])
print(table[picks, 1])
