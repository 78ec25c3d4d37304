# Run-time error in host code compiled with --boundscheck: the second index of a 2-D array out of range raises IndexError.
import numpy as np

m = np.zeros((3, 4))
m[2, 3] = 1.5
m[-3, -4] = 2.5
print(m)
m[1, 4] = 9.0
print("not reached")
