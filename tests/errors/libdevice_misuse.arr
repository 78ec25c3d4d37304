import numpy as np
from numba import cuda
from numba.cuda import libdevice

@cuda.jit
def k(out, flags):
    out[0] = libdevice.sqrt(flags)
    out[1] = libdevice.popc(out)

o = np.zeros(2)
k[1, 1](o, (1, 2))
print(libdevice.exp(1.0))
# ERROR 7:29: cuda.libdevice.sqrt() takes float64 arguments, not UniTuple(int64 x 2)
# ERROR 8:29: cuda.libdevice.popc() takes int32 arguments, not array(float64, 1d, C)
# ERROR 12:7: 'cuda.libdevice.exp' is only available in GPU code (kernels and device functions)
