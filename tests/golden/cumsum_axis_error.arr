# np.cumsum along an axis the array does not have: numpy.AxisError in host
# code, after the running totals printed before it.
import numpy as np

sales = np.array([[5, 3, 8], [2, 7, 1]], dtype=np.int32)
print(np.cumsum(sales, axis=1))
print(sales.cumsum(axis=0))
print(np.cumsum(sales, axis=2))
print("not reached")
