# reshape of a non-contiguous array in host code is a view whenever the strides allow one (NumPy's _attempt_nocopy_reshape: a strided 1-D array to (1, n) or (n, 1)), so later writes show through it; a transposed array flattened needs a copy. Found by tests/diff (seed 200441, switch noncontig_reshape).
import numpy as np

signal = np.array([-13, 6, -17, 9, 26, -5])
every3 = signal[1:-1:3]
row = every3.reshape((1, 2))
every3[-1] = -64
print(row)
col = signal[::2].reshape((3, 1))
signal[0] = 100
print(col.ravel())
t = np.arange(6).reshape((2, 3)).T
flat = t.reshape(6)
t[0, 0] = 50
print(flat)
