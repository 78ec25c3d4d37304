# np.roll along an axis the array does not have: numpy.AxisError.
import numpy as np

x = np.arange(4)
print(np.roll(x, 1, axis=0))
print(np.roll(x, 1, axis=-2))
