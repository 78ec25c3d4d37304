# Library names used where their row of ir/builtins.def does not allow
# them, or that arrc rejects with a reason.
import numpy as np
import sys
import matplotlib.pyplot as plt
from numba import cuda


@cuda.jit
def kernel(out):
    out[0] = len(sys.argv)
    out[1] = np.sum(out)


plt.imsave("x.png", np.zeros(3))
print(isinstance(3, range))
x = cuda.threadIdx.x
kernel[1, 1](np.zeros(2))
# ERROR 15:21: imsave() needs a 2-D array (values mapped through cmap) or a 3-D one (RGB or RGBA pixels), not a 1-D array
# ERROR 16:7: isinstance() of arrc tests the classes int, float, complex, bool, list and tuple
# ERROR 17:5: 'cuda.threadIdx.x' is only available in GPU code (kernels and device functions)
# ERROR 11:18: 'sys.argv' is not available in GPU code (kernels and device functions)
# ERROR 12:14: 'np.sum' is not available in GPU code (kernels and device functions); GPU code may use scalar arithmetic, math, arrays passed as arguments and the cuda API
