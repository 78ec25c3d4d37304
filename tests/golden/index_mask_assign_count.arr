# a[mask] = values with a mask of a's rank takes one value or one per true
# position: any other count is NumPy's ValueError naming both counts.
import numpy as np

a = np.array([3, -1, 4, -1, 5, -9])
a[a < 0] = np.array([0])
print(a)
b = np.array([3, -1, 4, -1, 5, -9])
b[b < 0] = np.array([10, 20, 30])
print(b)
b[b > 3] = np.array([1, 2])
print(b)
