# A run-time error: a += b where the broadcast shape (2, 3) is larger than a's shape (3,) raises NumPy's ValueError (non-broadcastable output operand); a += row before it works.
import numpy as np

a = np.zeros(3)
a += np.array([1.0, 2.0, 3.0])
print(a)
a += np.ones((2, 3))
print("not reached", a)
