# np.take with an index past the end: NumPy's IndexError naming the axis
# and its size, after the valid lookups have printed.
import numpy as np

a = np.arange(6.0).reshape(2, 3)
print(np.take(a, 5), np.take(a, -6))
print(np.take(a, np.array([0, 10])))
