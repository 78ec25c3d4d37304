import numpy as np
from numba import cuda

NAMES = ("a", "b")

@cuda.jit
def k(out, n):
    t = cuda.const.array_like(NAMES)
    u = cuda.const.array_like(n)
    out[0] = t[0] + u[0]

o = np.zeros(2)
k[1, 1](o, 3)
v = cuda.const.array_like(o)
# ERROR 8:31: cuda.const.array_like() needs an array: a global constant np.array of numbers written out in the program, or an array argument, not UniTuple(unicode_type x 2)
# ERROR 9:31: cuda.const.array_like() needs an array: a global constant np.array of numbers written out in the program, or an array argument, not int64
# ERROR 14:5: 'cuda.const.array_like' is only available in GPU code (kernels and device functions)
