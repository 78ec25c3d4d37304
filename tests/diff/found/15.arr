# diff: seed 15: compile-noise
# diff: reproduce: python3 tests/diff/gen.py 15 > prog.arr
# diff: not reduced
# diff:   arrc compiled the program but printed:
# diff:   arrc: warning: /usr/local/cuda/bin/ptxas rejected the PTX for sm_75; the program will JIT the PTX instead:
# diff:     ptxas fatal   : Unresolved extern function 'arrc_pow_i64'
import math
import numpy as np
from numba import njit, jit, prange, vectorize, cuda


def rec2(n, acc):
    if n <= 0:
        return acc
    return rec2(n - 1, (acc * 4 + n) % 7)


@vectorize(['float64(float64, float64, float64)'], target='cuda')
def uf6(x7, x8, x9):
    v10 = x8
    v11 = max((np.float32((-1.5)) + (-6)), abs(v10))
    return math.log(abs(((np.uint16(94) - 8) ** 3)) + 1.0)


v1 = (2.0-2.0j)
print(f", {(((-3) * 4456) ** 3):5d} = {(((abs(100000.0) + 0.25) ** 2.25) // 2.0)}|{(5 + (2 - 2807)):5d}")
print(v1)
print(rec2(28, 0))
a3 = np.full(8, -5.36)
print(a3)
print(a3)
a4 = np.ones((4, 4))
a5 = np.arange(12, 36, 3, dtype=np.uint32)
print(a3)
print(uf6(np.full((4, 5), -7.72), np.full((4, 5), -2), np.array([1, 0, -2, 4, 5, -1, 0, 2, -1, 6, -3, 2, 3, 0, 3, -1, 2, 6, -1, 5], dtype=np.int64).reshape((4, 5))))
v12 = ((v1 / complex(abs((-2.5)) + 0.5, -2.0)) - (complex((-4.0), (-12345.678)) / complex(abs(0.5) + 0.5, 1.5)))
v13 = ((v1 * (-0.3)) * (v12 / complex(abs((-3.0)) + 0.5, -1.0)))
print(v13, a5, v1, a5, sep="")
a14 = (a3 / ((-123.456) - (-44)))
w15 = a5[:]
g16 = np.argmin(a4)
a17 = a5.copy()
print(w15)
print(v13)
