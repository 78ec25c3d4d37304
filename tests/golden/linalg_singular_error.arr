# An uncaught LinAlgError ends the program as Python does: the inverse of
# a singular matrix (Gaussian elimination meets a zero pivot).
import numpy as np

m = np.array([[1.0, 2.0, 3.0], [2.0, 4.0, 6.0], [1.0, 0.0, 1.0]])
print("rank", np.linalg.matrix_rank(m))
print(np.linalg.inv(m))
