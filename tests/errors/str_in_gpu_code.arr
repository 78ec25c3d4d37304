# Strings are not available in GPU code: Numba CUDA has no unicode_type.
import numpy as np
from numba import cuda


@cuda.jit
def k(out):
    s = "abc"
    out[0] = len(s.upper())
    out[1] = ord("a")


out = np.zeros(2)
k[1, 1](out)
print(out)
# ERROR 9:18: 'str.upper' is not available in GPU code
# ERROR 10:14: 'ord' is not available in GPU code
