# A mask whose length differs from the axis it indexes is NumPy's
# IndexError in host code, naming the dimension and both lengths.
import numpy as np

scores = np.array([71.5, 88.0, 92.5, 64.0, 79.0])
passed = scores >= 70.0
print(scores[passed])
names_passed = np.array([True, False, True, True])
print("selecting with a mask of", names_passed.size, "entries")
print(scores[names_passed])
