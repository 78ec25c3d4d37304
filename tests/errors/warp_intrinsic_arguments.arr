# The warp, vote and bit intrinsics take the types Numba 0.56 declares
# (numba/cuda/cudadecl.py): a shuffled or matched value is a number, not an
# array; popc, clz, ffs and brev take integers; selp two values of one
# type; cbrt a real number; masks are integers.
import numpy as np
from numba import cuda


@cuda.jit
def k(a, out):
    i = cuda.grid(1)
    out[i] = cuda.shfl_down_sync(0xffffffff, a, 1)
    out[i] = cuda.shfl_sync(0.5, a[i], 1)
    out[i] = cuda.popc(1.5)
    out[i] = cuda.brev(a[i] * 0.5)
    out[i] = cuda.selp(a[i] > 0, 1.0, 2)
    out[i] = cuda.cbrt(1j)
    m = cuda.match_any_sync(0xffffffff, a)
    cuda.syncwarp(1.5)
    out[i] = cuda.ballot_sync(0xffffffff, a)


k[1, 4](np.arange(4, dtype=np.int32), np.zeros(4))
# ERROR 12:14: cuda.shfl_down_sync() shuffles an integer or a float, not array(int32, 1d, C)
# ERROR 13:14: cuda.shfl_sync() needs an integer mask, not float64
# ERROR 14:14: cuda.popc() needs an integer, not float64
# ERROR 15:14: cuda.brev() needs an integer, not float64
# ERROR 16:14: cuda.selp() needs two values of one type among float64, float32 and the integers of 16 to 64 bits, not float64 and int64
# ERROR 17:14: cuda.cbrt() needs a float, not complex128
# ERROR 18:9: cuda.match_any_sync() compares an integer or a float, not array(int32, 1d, C)
# ERROR 19:5: cuda.syncwarp() needs an integer mask, not float64
# ERROR 20:14: cuda.ballot_sync() needs a predicate that is a bool or a number, not array(int32, 1d, C)
