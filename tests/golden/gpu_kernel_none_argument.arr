# GPU: a None kernel argument before others (on the GPU its parameter has no .param in the PTX entry, so the launch must not pass one: the arguments after it would shift).
import numpy as np
from numba import cuda


@cuda.jit
def scale_unless(a, nothing, f, out):
    i = cuda.grid(1)
    if i < a.size:
        if nothing is None:
            out[i] = a[i] * f
        else:
            out[i] = -1.0


a = np.arange(6, dtype=np.float64)
out = np.zeros(6)
scale_unless[1, 8](a, None, 2.5, out)
print(out)
