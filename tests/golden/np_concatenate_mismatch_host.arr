# Joining arrays whose other dimensions differ raises NumPy's ValueError
# naming the dimension and both sizes, after what was printed before.
import numpy as np

features = np.ones((2, 4))
labels = np.zeros((3, 1))
print(np.concatenate((features, features), axis=0).shape)
print(np.concatenate((features, labels), axis=1))
print("not reached")
