# np.diag of an array that is neither 1-D nor 2-D is NumPy's ValueError
# when the program runs, after what was printed before.
import numpy as np

print(np.diag(np.arange(3)).shape)
cube = np.zeros((2, 2, 2))
print(np.diag(cube))
print("not reached")
