# Indexing a row of a 2-D array in host code: the row's own index is
# checked against the row's length (axis 0 of the view), whether the row is
# kept in a variable or indexed at once.
import numpy as np

table = np.arange(12).reshape(3, 4)
row = table[1]
print(row[0], row[-1], table[2][3], table[-1][-4])
total = 0
for j in range(4):
    total += table[0][j]
print(total)
print(row[-5])
print("not reached")
