# diff: seed 14: compile
# diff: reproduce: python3 tests/diff/gen.py 14 > prog.arr
# diff: not reduced
# diff:   arrc status 1:
# diff:   /tmp/dt/run1/s14/prog.arr:34:7: error: array indices must be integers or slices, not array(bool, 1d, C)
# diff:      34 | print(a4[a4 > (g3 if (1 <= g36) else g5)])
# diff:         |       ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# diff:   /tmp/dt/run1/s14/prog.arr:35:7: error: array indices must be integers or slices, not array(bool, 1d, C)
# diff:      35 | print(a4[a4 > (-7)])
# diff:         |       ^~~~~~~~~~~~~
# diff:   2 errors generated.
import math
import numpy as np
from numba import njit, jit, prange, vectorize, cuda


@njit(parallel=True)
def par8(p30):
    s31 = 2
    s32 = 1
    out33 = np.zeros(p30.shape[0], dtype=np.int64)
    for i34 in prange(p30.shape[0]):
        t35 = p30[i34]
        s31 = max(s31, (math.ceil((-0.001)) * t35))
        s32 *= ((((-4504) * t35) % (~(-35))) % 3 + 1)
        out33[i34] = ((abs(np.float32((-0.3333333333333333))) + 0.25) ** (0.3333333333333333 * (-0.3)))
    return s31, s32, out33


t1 = (((3 // (-34)) ** 1), (1 * (55 % 967)))
t2 = ((-1.0), (-9.25), max(((-4) & 4), 6), 8.0)
g3 = t2[-2]
print(t1)
a4 = np.ones(1, dtype=np.int64)
g5 = np.max(a4)
a6 = np.ones(0, dtype=np.int64)
a7 = np.array([28, 37, 3, -18, 15, 38, 18, 27, 40], dtype=np.int64).reshape((3, 3))
print(a4)
print(par8(np.array([0, -8, -4, 5, -5], dtype=np.int64)))
print(par8(np.array([-8, -5, -8, 7], dtype=np.int64)))
g36 = np.min(a4)
a37 = np.clip(a4, 2, 4)
print(a4[a4 > (g3 if (1 <= g36) else g5)])
print(a4[a4 > (-7)])
print(a7)
print(f"|{((6 * g5) + (g36 - g36)):+d}, {(g3 == g36)}")
print((((-61) >> 6) // (g3 * g5)), a7, sep="")
v38 = g5
l39 = [(2.5 * 0.3), ((-5.25) * 100000.0), (-6.02e+23)]
print(a37, t1, g5, t1)
print(np.zeros(0 - 5))
print('ok', complex(8.25, (-7.25)), t2)
