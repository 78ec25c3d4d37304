# Ragged lists nested three deep: NumPy 1.24 refuses them (object arrays
# are not made from them without dtype=object), with its ValueError.
import numpy as np

good = np.array([[[1, 2], [3, 4]], [[5, 6], [7, 8]]])
print(good.shape)
bad = np.array([[[1, 2], [3, 4]], [[5, 6], [7]]])
print(bad)
