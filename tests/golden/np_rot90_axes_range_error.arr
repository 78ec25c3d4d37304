# np.rot90 with an axis out of range: NumPy's ValueError quoting the axes
# (axes two apart in a 2-d array count as the same axis, as in NumPy).
import numpy as np

m = np.arange(6).reshape(2, 3)
print(np.rot90(m, 1, (-1, 0)))
print(np.rot90(m, 1, (0, -3)))
