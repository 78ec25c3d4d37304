# np.split into sections that do not divide the axis is NumPy's ValueError
# (np.array_split allows it).
import numpy as np

data = np.arange(10)
print(len(np.array_split(data, 3)))
print(np.split(data, 5))
print(np.split(data, 3))
print("not reached")
