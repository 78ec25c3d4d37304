# np.dot of matrices whose inner dimensions differ: NumPy's ValueError.
import numpy as np

x = np.ones((2, 3))
print(np.dot(x, x.T))
print(np.dot(x, x))
