# np.flip with an axis the array does not have: numpy.AxisError.
import numpy as np

img = np.arange(6).reshape(2, 3)
print(np.flip(img, axis=-2))
print(np.flip(img, axis=2))
