# The warp, vote and bit intrinsics of numba.cuda exist only in kernels and
# device functions: Numba's CPU targets do not know them, in host code or
# in @njit functions.
import numpy as np
from numba import cuda, njit

x = np.arange(4, dtype=np.int32)
print(cuda.popc(x[0]))
print(cuda.shfl_sync(0xffffffff, 1.0, 0))
print(cuda.activemask(), cuda.syncthreads_count(1))


@njit
def f(v):
    return cuda.ballot_sync(0xffffffff, v > 0) + cuda.clz(v) + cuda.ffs(v)


print(f(3))
# ERROR 8:7: 'cuda.popc' is only available in GPU code (kernels and device functions)
# ERROR 9:7: 'cuda.shfl_sync' is only available in GPU code (kernels and device functions)
# ERROR 10:7: 'cuda.activemask' is only available in GPU code (kernels and device functions)
# ERROR 10:26: 'cuda.syncthreads_count' is only available in GPU code (kernels and device functions)
# ERROR 15:12: 'cuda.ballot_sync' is only available in GPU code (kernels and device functions)
# ERROR 15:50: 'cuda.clz' is only available in GPU code (kernels and device functions)
# ERROR 15:64: 'cuda.ffs' is only available in GPU code (kernels and device functions)
