# GPU code has no dicts or sets, as Numba CUDA has none.
import numpy as np
from numba import cuda


@cuda.jit
def kernel(out):
    i = cuda.grid(1)
    d = {1: 2}
    s = {i}
    out[i] = len(d) + len(s)


out = np.zeros(4)
kernel[1, 4](out)
print(out)
# ERROR 9:9: dicts are not available in GPU code
# ERROR 10:9: sets are not available in GPU code
