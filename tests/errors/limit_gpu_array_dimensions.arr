# GPU shared and local arrays have at most 32 dimensions, NumPy's limit.
import numpy as np
from numba import cuda, float32


@cuda.jit
def kernel(out):
    fine = cuda.local.array((1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1), float32)
    wide = cuda.shared.array((1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1), float32)
    out[0] = 1


out = np.zeros(1)
kernel[1, 1](out)
print(out)
# ERROR 9:30: 'numba.cuda.shared.array' makes arrays of at most 32 dimensions (NumPy's limit), not 33
