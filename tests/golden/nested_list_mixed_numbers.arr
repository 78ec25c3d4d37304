# Nested list displays mixing ints, floats and complex numbers: each row is built with the element type the whole display unifies to (the rows of another type were stored as they were and misread before: garbage in np.array([[1, 2], [3.5, 4]]) and in printed lists)
import numpy as np

table = np.array([[1, 2], [3.5, 4]])
print(table, table.dtype)
mixed = np.array([[1.0, 2.0j], [3.0, 4.0]])
print(mixed, mixed.dtype)
print(np.array([[True, 2], [3, 4]]))
rows = [[1, 2, 3], [4.5, 5, 6]]
print(rows[0][2] / 2, len(rows), sum(rows[1]))
print(np.array([[1, 2], [3j, 4]]).imag)
