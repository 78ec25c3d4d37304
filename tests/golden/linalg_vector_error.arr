# np.linalg.det of a vector: NumPy's LinAlgError on its number of dimensions.
import numpy as np

print(np.linalg.det(np.array([[1.0, 2.0], [3.0, 4.0]])))
print(np.linalg.det(np.array([1.0, 2.0])))
