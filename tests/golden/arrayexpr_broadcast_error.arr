# A run-time error: adding arrays of shapes (3,) and (4,) in host code raises NumPy's ValueError (operands could not be broadcast together); lines printed before it come out first.
import numpy as np

a = np.array([1.0, 2.0, 3.0])
b = np.array([1.0, 2.0, 3.0, 4.0])
print("a + a:", a + a)
print("b * 2:", b * 2.0)
c = a + b
print("not reached", c)
