# diff: seed 110151 (switch gpu_float_divmod): float % and // in kernels: zero results get the wrong sign in arrc (-3.0 % 3.0 is -0.0, -0.25 // -2.5 is -0.0); Python, NumPy and Numba give 0.0 (the sign of the divisor for %, of the quotient for //)
# diff: found by tests/diff/difftest.py, reduced by hand
# diff: the oracle prints:
# diff:   [0.   0.   0.   1.5  2.75] [ 0.  1. -2.  1.  0.]
# diff:   [0.   0.   0.   1.5  2.75] [ 0.  1. -2.  1.  0.]
# diff: arrc:
# diff:   [-0.   -0.    0.    1.5   2.75] [-0.  1. -2.  1. -0.]
# diff:   [0.   0.   0.   1.5  2.75] [ 0.  1. -2.  1.  0.]
import numpy as np
from numba import cuda


@cuda.jit
def wrap(a, out, down):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a[i] % 3.0
        down[i] = a[i] // -2.5


a = np.array([-0.0, -3.0, 3.0, -4.5, -0.25])
out = np.zeros(5)
down = np.zeros(5)
wrap[2, 4](a, out, down)
print(out, down)
print(a % 3.0, a // -2.5)
