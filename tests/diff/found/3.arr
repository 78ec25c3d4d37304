# diff: seed 3: stdout
# diff: reproduce: python3 tests/diff/gen.py 3 > prog.arr
# diff: not reduced
# diff:   status: oracle 0, arrc 0
# diff:   first difference at output line 5:
# diff:      [[0. 0. 0. 0. 0.]]
# diff:      [[0. 0. 0. 0. 0.]]
# diff:      [[0. 0. 0. 0. 0.]]
# diff:    - (0, 7, array([0, 0, 0, 0, 0, 0, 0]))   (oracle)
# diff:    + (0, 7, [0 0 0 0 0 0 0])   (arrc)
import math
import numpy as np
from numba import njit, jit, prange, vectorize, cuda


def seeded_rand(seed, n):
    np.random.seed(seed)
    return np.random.rand(n)


def seeded_randint(seed, lo, hi, n):
    np.random.seed(seed)
    return np.random.randint(lo, hi + 1, n)


@njit(parallel=True)
def par9(p11):
    s12 = 0
    s13 = 0
    out14 = np.zeros(p11.shape[0], dtype=np.int64)
    for i15 in prange(p11.shape[0]):
        t16 = p11[i15]
        v17 = np.uint64(i15)
        if (not (t16 >= v17)):
            s12 += 1
        if math.isfinite((-2.5)):
            s13 += 1
        out14[i15] = abs((0 / (i15 % 8 + 1)))
    return s12, s13, out14


@jit(nopython=True)
def f22(p23):
    if (not ((-17) < np.uint64(176))):
        acc24 = 0.0
        acc25 = 0.0
        k26 = 0
        while True:
            k26 += 1
            if k26 > 9:
                break
            acc25 *= acc24
            acc24 += (k26 / (-(p23[-3] % 5 + 1)))
            acc24 *= abs(complex((-100000.0), 12345.678))
        p23[1] = (((-5) >> 7) & (k26 ^ k26))
        v27 = (math.floor((k26 / (-1))) / (k26 % 8 + 1))
    elif ((np.float32(0.001) + 2.5) > 3.75):
        v28 = float(((0.3333333333333333 * np.float32(0.2)) * (0.5 + (-91))))
    elif ((np.float32(0.3) if False else (-0.75)) == math.atan((-5))):
        p23[1:2:3] = (np.uint32(91) ** 0)
    else:
        v30 = ((p23[2] ^ (-6)) * (-6))
        t31 = ((-0.001), 10.0)
    print('a:', float(abs((-4.0))), 25, 28, (7.0 <= 0.125))
    t32 = (((6 <= 0 != 4), (-7)), float(np.float32((-0.1))), ((-4) < (-8)))
    acc33 = 1747
    for x34 in p23:
        acc33 = (acc33 * 1 + x34) % 65521
        acc33 = (acc33 * 4 + (p23[-2] * (acc33 if (acc33 < acc33) else acc33))) % 65521
    v35 = (((3.75 * (-4.75)) + (2.0 - 2.25)) - float(p23[1]))
    return p23


a1 = np.arange(0.0, 0.625, 0.125, dtype=np.float32).reshape((1, 5))
a2 = (a1 // (np.abs(a1) + 0.5))
g3 = np.argmin(a1)
print(a1)
a4 = np.copy(a2)
a2 -= a4
a5 = np.ones_like(a1)
a6 = np.minimum(a5, a4)
print(a6)
a6[0, 0] = ((3.5 + 9.5) - math.atan2((-0.001), 2.25))
a6[::2, :] = ((2.5 + 0.7) * (0.2 / (-0.3333333333333333)))
g7 = a5.prod()
print(a2[:, :])
a4 *= a1
a8 = np.linspace(-3.6, -2.7, 15).reshape((3, 5))
print(a4)
print(par9(np.arange(3, 10, 1, dtype=np.int32)))
v18 = False
a19 = (a2 // (np.abs(a6) + 0.5))
v20 = a19.size
l21 = [(-12345.678), 0.125, ((-2.25) + v20)]
v20 &= (v20 >> 5)
print(g7, v20, a19, a1)
print("f22:", f22(seeded_randint(49, -10, 27, 7)))
print(a8)
