# np.set_printoptions accepts a negative precision, as NumPy does, and printing a float array afterwards is NumPy's ValueError; integer arrays still print
import numpy as np

values = np.array([0.5, 0.25])
np.set_printoptions(precision=-1)
print(np.arange(4))
print(values)
print("not reached")
