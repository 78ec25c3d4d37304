# The shape of cuda.shared.array and cuda.local.array must be a constant;
# the error points at the shape argument, given by position or by keyword,
# alone or in a tuple, in a kernel and in a device function.
from numba import cuda, float32
import numpy as np

@cuda.jit(device=True)
def scratch(m):
    return cuda.local.array(shape=(4, m), dtype=float32)

@cuda.jit
def k(a, n):
    s = cuda.shared.array(n, dtype=float32)
    t = cuda.local.array((2, n + 1), float32)
    u = scratch(n)
    s[0] = a[0] + t[0, 0] + u[0, 0]

a = np.zeros(4, dtype=np.float32)
k[1, 4](a, 4)
# ERROR 9:35: 'numba.cuda.local.array' needs a constant shape
# ERROR 13:27: 'numba.cuda.shared.array' needs a constant shape
# ERROR 14:26: 'numba.cuda.local.array' needs a constant shape
