# diff: seed 110151 (switch gpu_float_mod): float % in kernels: a zero result is -0.0 in arrc; Python, NumPy and Numba give it the sign of the divisor (+0.0)
# diff: found by tests/diff/difftest.py, reduced by hand
# diff: the oracle prints:
# diff:   [0.  0.  0.  1.5 0. ]
# diff:   [0.  0.  0.  1.5 0. ]
# diff: arrc:
# diff:   [-0.  -0.   0.   1.5  0. ]
# diff:   [0.  0.  0.  1.5 0. ]
import numpy as np
from numba import cuda


@cuda.jit
def wrap(a, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a[i] % 3.0


a = np.array([-0.0, -3.0, 3.0, -4.5, 6.0])
out = np.zeros(5)
wrap[2, 4](a, out)
print(out)
print(a % 3.0)
