# a.view to a dtype whose size does not divide the last axis's bytes:
# NumPy's ValueError, after a view that fits.
import numpy as np

f = np.zeros(4, dtype=np.float32)
print(f.view(np.float64))
g = np.zeros(3, dtype=np.float32)
print(g.view(np.float64))
