# The Cholesky factor of a matrix that is not positive definite does not
# exist: NumPy's LinAlgError, uncaught.
import numpy as np

a = np.array([[2.0, 1.0], [1.0, 2.0]])
print(np.linalg.cholesky(a))
print(np.linalg.cholesky(a - 3.0))
