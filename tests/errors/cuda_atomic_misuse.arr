import numpy as np
from numba import cuda

@cuda.jit
def k(a, f, i8, m, s):
    cuda.atomic.add(s, 0, 1)
    cuda.atomic.inc(a, 0, 5)
    cuda.atomic.exch(f, 0, 1.0)
    cuda.atomic.and_(f, 0, 1)
    cuda.atomic.add(i8, 0, 1)
    cuda.atomic.max(m, 0, 1)
    cuda.atomic.min(m, (0, 1, 2), 1)
    cuda.atomic.compare_and_swap(m, 0, 1)
    cuda.atomic.nanmax(a, 1.5, 1)

a = np.zeros(4, dtype=np.int32)
f = np.zeros(4)
i8 = np.zeros(4, dtype=np.int8)
m = np.zeros((2, 3), dtype=np.int64)
k[1, 1](a, f, i8, m, 3)
cuda.atomic.add(a, 0, 1)
# ERROR 6:21: cuda.atomic.add() works on an element of an array, not on int64
# ERROR 7:21: cuda.atomic.inc() works on arrays of uint32 or uint64 (as in Numba), not of int32
# ERROR 8:22: cuda.atomic.exch() works on arrays of int32, uint32, int64 or uint64 (as in Numba), not of float64
# ERROR 9:22: cuda.atomic.and_() works on arrays of int32, uint32, int64 or uint64 (as in Numba), not of float64
# ERROR 10:21: cuda.atomic.add() works on arrays of int32, uint32, int64, uint64, float32 or float64 (as in Numba), not of int8
# ERROR 11:24: cuda.atomic.max() needs a tuple of 2 integers to index a 2-D array, not int64
# ERROR 12:24: cuda.atomic.min() needs a tuple of 2 integers to index a 2-D array, not UniTuple(int64 x 3)
# ERROR 13:34: cuda.atomic.compare_and_swap() works on the first element of a 1-D array (as in Numba), not of a 2-D one
# ERROR 14:27: cuda.atomic.nanmax() needs an integer index into a 1-D array, not float64
# ERROR 21:1: 'cuda.atomic.add' is only available in GPU code (kernels and device functions)
