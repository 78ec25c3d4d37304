# Arrays of different ranks cannot be concatenated: NumPy's ValueError
# names both numbers of dimensions (np.vstack and np.hstack make the ranks
# agree first).
import numpy as np

table = np.ones((2, 2))
row = np.array([5.0, 6.0])
print(np.vstack((table, row)))
print(np.hstack((row, row)))
print(np.concatenate((table, row)))
print("not reached")
