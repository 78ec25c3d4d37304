# diff: seed 200441 (switch noncontig_reshape): reshape of a non-contiguous array in host code: NumPy returns a view when the strides allow one (a strided 1-D array to (1, n) or (n, 1)), so later writes show through; arrc always copies
# diff: found by tests/diff/difftest.py, reduced by hand
# diff: the oracle prints:
# diff:   [[  6 -64]]
# diff:   [100 -17 -64]
# diff:   [0 3 1 4 2 5]
# diff: arrc:
# diff:   [[ 6 26]]
# diff:   [-13 -17 -64]
# diff:   [0 3 1 4 2 5]
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
