# diff: seed 6: stdout
# diff: reproduce: python3 tests/diff/gen.py 6 > prog.arr
# diff: not reduced
# diff:   status: oracle 0, arrc 0
# diff:   first difference at output line 1:
# diff:    - (2187, 7, array([ 701, 2094,  698, 2094,  698, 2094,  698]))   (oracle)
# diff:    + (2187, 7, [ 701 2094  698 2094  698 2094  698])   (arrc)
import math
import numpy as np
from numba import njit, jit, prange, vectorize, cuda


@njit(parallel=True)
def par1(p30):
    s31 = 1
    s32 = 0
    out33 = np.zeros(p30.shape[0], dtype=np.int64)
    for i34 in prange(p30.shape[0]):
        t35 = p30[i34]
        v36 = ((i34 * np.float32(10.0)) / (abs((-0.001)) + 0.5))
        v37 = math.floor((-v36))
        s31 *= (((-v37) - (t35 ** 3)) % 3 + 1)
        if (math.ceil(v36) not in (-1,)):
            s32 += 1
        out33[i34] = ((2094 / (t35 % 4 + 1)) + (np.float32(1.5) // (abs(v36) + 0.5)))
    return s31, s32, out33


@vectorize(['int64(int64, int64, int64)'])
def uf40(x41, x42, x43):
    v44 = x43
    return (int(1.5) ** 1)


def h47(p48):
    print(p48, p48, (((-5) % (p48 % 5 + 1)) - (p48 & p48)))
    l49 = [(-8) for c50 in range(3) if (not False)]
    v51 = (1.5-3.0j).real
    a52 = np.full(8, 7.8)
    t53 = ((not (not True)),)
    acc54 = 0.5
    acc55 = 0.5
    for i56 in range(len(a52)):
        print(f"{l49} {(not (i56 > p48))}")
        acc55 -= ((i56 / (p48 % 9 + 1)) / (abs(acc54) + 0.5))
    return (((p48 - p48) + p48) / (-((len(l49) - (p48 ^ p48)) % 3 + 1)))


print(par1(np.arange(22, 36, 2, dtype=np.int64)))
print(par1(np.zeros(7, dtype=np.int64)))
a38 = np.full((6, 2), 10, dtype=np.uint32)
print(a38)
a38[2, -1] = ((90 - (-4)) << 0)
a39 = np.ones(12, dtype=np.int32)
a38[-3, -1] = 1
print(a38)
print(uf40(np.arange(-10, 8, 2, dtype=np.int64).reshape((3, 3)), -8, 0))
print(uf40(np.ones((3, 3), dtype=np.int64), -4, np.zeros((3, 3), dtype=np.int64)))
print(uf40(1, np.zeros((3, 3), dtype=np.int64), np.full((3, 3), 27)))
t45 = ((((-6) + 3696) + int((0.5 != 8.75))), (round(3.0) + (65535 - 4694)), (29 != (~(-6))))
t46 = (6, float(((-1) ** 0)))
print(t46)
r57 = h47((((-3) >> 6) >> 1))
v58 = ((-complex((-100.5), r57)) * complex(r57, r57))
v59 = ((v58 / complex(abs(r57) + 0.5, 1.0)) + v58.conjugate())
print('sum:', a39, a38, t46)
s60 = "long string here"
s61 = "numba"
print(f"= {math.sin((-3.5)):.3f}; {r57:08.3f} {((-1) - (-52)):b}")
t62 = (((r57 - 4.0),),)
print(t45)
acc63 = 0.0
k64 = 0
while k64 < 4:
    k64 += 1
    t65 = ((-(k64 - k64)), math.copysign(r57, (r57 * r57)), ((acc63 + k64) * (k64 - k64)), ((k64 - (-2147483648)) * k64))
    acc63 -= (abs(acc63) + ((-0.3333333333333333) - acc63))
    acc63 += ((-r57) + abs(v59))
    acc63 += (-(acc63 * 4.0))
print(a38, v58)
print(t46, v59, a39, v59.conjugate())
