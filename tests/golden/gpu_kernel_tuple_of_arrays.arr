# GPU: tuples of arrays as kernel arguments, one nested in another tuple beside a float (on the GPU each array inside is copied to the device and its device header replaces the host pointer in the tuple's value; host arrays come back after the launch).
import numpy as np
from numba import cuda


@cuda.jit
def axpy_pair(pair, k, out):
    i = cuda.grid(1)
    x, y = pair
    if i < out.size:
        out[i] = x[i] * k[0] + y[i]
        y[i] = -1.0


x = np.arange(5, dtype=np.float64)
y = np.ones(5)
out = np.zeros(5)
axpy_pair[1, 8]((x, y), (3.0, (x, 2)), out)
print(out)
print(y)
