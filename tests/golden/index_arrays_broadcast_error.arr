# Two index arrays that do not broadcast together are NumPy's IndexError,
# listing their shapes (host code; jitted code allows one array only).
import numpy as np

m = np.arange(12.0).reshape(3, 4)
print(m[np.array([0, 2]), np.array([1, 3])])
rows = np.array([0, 1, 2])
cols = np.array([3, 2])
print(m[rows, cols])
