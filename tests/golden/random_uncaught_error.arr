# A bad parameter that nothing catches ends the program with NumPy's
# ValueError and exit status 1, before any draw is made.
import numpy as np

np.random.seed(11)
arrivals = np.random.poisson(4.0, 5)
print(arrivals)
print(np.random.exponential(-2.0, size=3))
print("not reached")
