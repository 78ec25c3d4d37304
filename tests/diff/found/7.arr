# diff: seed 7: stdout
# diff: reproduce: python3 tests/diff/gen.py 7 > prog.arr
# diff: not reduced
# diff:   status: oracle 0, arrc 0
# diff:   first difference at output line 5:
# diff:      [0 0 0 ... 0 0 0]
# diff:      False 0.0 [-20 -19 -18]
# diff:      ok 0
# diff:    - par19: (1, 28, -148, array([42.521082, 42.521082, 42.521082, 42.521082, 42.521082, 42.521082,   (oracle)
# diff:    + par19: (1, 28, -148, [42.521082 42.521082 42.521082 42.521082 42.521082 42.521082 42.521082   (arrc)
import math
import numpy as np
from numba import njit, jit, prange, vectorize, cuda


@cuda.jit
def kern1(p2, out3):
    i4 = cuda.grid(1)
    if i4 < out3.shape[0]:
        e6 = p2[i4]
        v7 = (abs((i4 + (-8))) + (min(i4, i4) >> 3))
        v8 = (((-7) / (abs(math.fabs(i4)) + 0.5)) % (abs(e6) + 0.5))
        v9 = (abs(74) if False else ((v7 % v7) // v7))
        out3[i4] = (v7 ^ ((-4) if (v7 <= (-5)) else (-i4)))


@njit(parallel=True)
def par19(p21):
    s22 = 0
    s23 = 0
    s24 = -3
    out25 = np.zeros(p21.shape[0], dtype=np.float64)
    for i26 in prange(p21.shape[0]):
        t27 = int(p21[i26] * 4)
        if (i26 in (-3, 4, -5, -3)):
            s22 += 1
        s23 += i26
        s24 = min(s24, ((np.int8(-37) << 3) // int(2.0)))
        out25[i26] = math.exp((-(-3.75)))
    return s22, s23, s24, out25


o10 = np.zeros(8, dtype=np.int64)
kern1[3, 5](np.full(8, 1.6), o10)
print(o10)
a11 = np.arange(-20, -17, 1, dtype=np.int64)
g12 = np.max(a11)
a13 = np.zeros(1001, dtype=np.int64)
w14 = a11[:]
g15 = a13.mean()
print(a13)
g16 = np.min(w14)
v17 = (((-2.5+2.5j) * (1.0-0.5j)) + ((1.0+1.0j) * (-0.5+2.0j))).conjugate()
v18 = math.isinf(float((g16 * 20)))
print(v18, g15, a11)
print('ok', round((g15 % 5)))
print("par19:", par19(np.arange(-10.0, -9.0, 0.125)))
print(par19(np.arange(-10.0, -8.0, 0.25)))
t28 = (g12, np.mean(a11))
t29 = (g16, (g16 & ((-6) + (-5))), "x y", ((g15 + g15) * 3.75))
print(t29)
n30 = np.int32(((-g12) - (g16 ^ (-97))))
v31 = ((g15 + (g15 // (-0.75))) + (-((-5.75) / (abs(g15) + 0.5))))
s32 = "arrc"
print('x', g16, g12, s32)
a33 = (a11 - a11)
w34 = a13[:]
print(w34)
print((-3.0+2.5j), ((-(3.0-3.0j)) * math.sqrt(abs((-8.75)))), a13, s32)
