# diff: seed 100338 (switch signed_zero_minmax): np.minimum/np.maximum in host code: when the operands compare equal (-0.0 and 0.0) NumPy returns the second, arrc the first
# diff: found by tests/diff/difftest.py, reduced by hand
# diff: the oracle prints:
# diff:   [ 0.  -0.   0.  -1.5] [ 0.  -0.   0.   1.5]
# diff:   [-0.   0.  -0.  -1.5] [-0.   0.  -0.   1.5]
# diff: arrc:
# diff:   [-0.   0.  -0.  -1.5] [-0.   0.  -0.   1.5]
# diff:   [ 0.  -0.   0.  -1.5] [ 0.  -0.   0.   1.5]
import numpy as np

a = np.array([-0.0, 0.0, -0.0, 1.5])
b = np.array([0.0, -0.0, 0.0, -1.5])
print(np.minimum(a, b), np.maximum(a, b))
print(np.minimum(b, a), np.maximum(b, a))
