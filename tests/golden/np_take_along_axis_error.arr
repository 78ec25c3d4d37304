# np.take_along_axis with an index past the axis: NumPy's IndexError.
import numpy as np

a = np.array([[10, 30, 20], [60, 40, 50]])
print(np.take_along_axis(a, np.array([[1], [0]]), axis=1))
print(np.take_along_axis(a, np.array([[1], [3]]), axis=1))
