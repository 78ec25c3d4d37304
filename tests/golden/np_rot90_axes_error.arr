# np.rot90 with the same axis twice: NumPy's ValueError.
import numpy as np

m = np.arange(4).reshape(2, 2)
print(np.rot90(m, axes=(1, 0)))
print(np.rot90(m, axes=(1, -1)))
