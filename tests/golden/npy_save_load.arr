# np.save and np.load (§6.7): round trips of float32 2-D and int64 1-D arrays, typed by annotations.
import numpy as np
import numba as nb

a = np.arange(12, dtype=np.float32).reshape(3, 4)
np.save("npy_roundtrip.npy", a)
b: nb.float32[:, :] = np.load("npy_roundtrip.npy")
print(b)
print(b.dtype, b.shape)
np.save("npy_ints.npy", np.arange(5))
c: nb.int64[:] = np.load("npy_ints.npy")
print(c, c.sum())
