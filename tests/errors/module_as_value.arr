# A module is no value at run time: printing it, passing it or returning it is refused; a variable bound to one and only read for its members is fine.
import numpy as np

rng = np.random
rng.seed(1)
print(rng)  # ERROR 6:7: module 'numpy.random' cannot be used as a value
