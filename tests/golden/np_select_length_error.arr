# np.select with more choices than conditions: NumPy's ValueError.
import numpy as np

x = np.arange(4)
print(np.select([x > 1], [x * 10]))
print(np.select([x > 1], [x, x * 2]))
