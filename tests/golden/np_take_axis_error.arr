# np.take along axis 1 with an index past that axis: NumPy's IndexError
# names axis 1.
import numpy as np

m = np.arange(6).reshape(2, 3)
print(m.take(np.array([2, -3]), axis=1))
print(m.take(np.array([1, 3]), axis=1))
