# np.asarray_chkfinite of an array holding an infinity or a NaN raises
# NumPy's ValueError, after what was printed before.
import numpy as np

readings = np.array([1.5, 2.5, 3.0])
print(np.asarray_chkfinite(readings).sum())
readings[1] = np.inf
print(np.asarray_chkfinite(readings))
print("not reached")
