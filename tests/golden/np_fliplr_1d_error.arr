# np.fliplr of a 1-d array: NumPy's ValueError (flipud is fine).
import numpy as np

x = np.arange(4.0)
print(np.flipud(x))
print(np.fliplr(x))
