# np.ndindex of a shape with a negative dimension is NumPy's ValueError
# (a window larger than its image gives one here).
import numpy as np

image = np.arange(12).reshape(3, 4)
window = 2
for corner in np.ndindex(image.shape[0] - window + 1, image.shape[1] - window + 1):
    print(corner, image[corner[0]:corner[0] + window, corner[1]:corner[1] + window].sum())
window = 5
for corner in np.ndindex(image.shape[0] - window + 1, image.shape[1] - window + 1):
    print(corner)
