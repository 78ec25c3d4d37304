# a.item() of an array of more than one element: NumPy's ValueError.
import numpy as np

print(np.array([[4.5]]).item(), np.arange(3).item(2))
print(np.arange(3).item())
