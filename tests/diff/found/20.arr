# diff: seed 20: compile
# diff: reproduce: python3 tests/diff/gen.py 20 > prog.arr
# diff: not reduced
# diff:   arrc status 1:
# diff:   /tmp/dt/run1/s20/prog.arr:102:7: error: array indices must be integers or slices, not array(bool, 1d, C)
# diff:     102 | print(a6[a6 <= (-(-0.125))])
# diff:         |       ^~~~~~~~~~~~~~~~~~~~~
# diff:   1 error generated.
import math
import numpy as np
import numba
from numba import njit, jit, prange, vectorize, cuda


def seeded_rand(seed, n):
    np.random.seed(seed)
    return np.random.rand(n)


def seeded_randint(seed, lo, hi, n):
    np.random.seed(seed)
    return np.random.randint(lo, hi + 1, n)


@numba.njit
def f8(p9):
    v10 = (float(math.floor(min(2.0, 0.7))) - ((29 % np.int16(152)) * ((-2877) ** 2)))
    v11 = np.int8(21)
    if (abs(v11) <= (7 & v11) <= (62 | 86)):
        v10 += (v10 / v11)
    else:
        if False:
            v12 = np.float32(min(np.float32(2.25), v10))
            v13 = v11
            v11 ^= (v11 ^ v13)
        elif ((v10 + v10) != (v10 + v10)):
            v14 = v11
            v15 = True
            v16 = divmod((((-4124) // (v14 % 4 + 1)) % (-5)), ((np.int32(v11) // (~v11)) % 6 + 1))[1]
        else:
            t17 = ((math.sin(2.5) < (6.5 + (-2.25))), math.erf((v11 | (-7))), float((v11 if (v10 < v10) else 5)), (v11,))
            print(v10, v10)
        v18 = v10
        v19 = (((-0.001) / (abs((v18 % (abs(v10) + 0.5))) + 0.5)) <= math.cos(np.float32((-3.75))))
    v20 = ((v11 << 5) < v11)
    v20 = ((v20 or True) and (np.int32(16) <= v11))
    v21 = p9[0]
    l22 = [(v11 & 45), np.int32((-3)), (v11 if (v11 <= v11) else v11)]
    return l22


@cuda.jit
def kern23(p24, out25, n):
    i26 = cuda.grid(1)
    if i26 < n:
        e28 = p24[i26]
        v29 = (i26 - ((-1) >> 0))
        v30 = bool((i26 ** 0))
        out25[i26] = min((math.ceil(9.5) - math.trunc(4.0)), (~((-1) // v29)))


@numba.njit
def f36(p37):
    print(4, (((-3.75) * p37) if True else (-2.75)))
    acc38 = 0.5
    for i39 in range(-9, -1, 2):
        v40 = (p37 != (p37 / (abs(p37) + 0.5)))
        i39 %= ((i39 - i39) % 9 + 1)
        acc38 -= ((p37 - 0.1) if (p37 <= p37) else (5.75 - p37))
    print(acc38)
    acc41 = -3
    acc42 = 313
    for i43 in range(-9, 14):
        l44 = [float((p37 - i43))]
        acc42 = (acc42 * 3 + np.int64(((i43 ^ acc42) << 1) % 1009)) % 1009
        i43 &= ((p37 <= p37) + 0)
        acc42 = (acc42 * 2 + np.int64((34 % np.int16(163)))) % 1009
    v45 = ((np.uint64(67) - (acc41 + acc42)) - ((255 % (-128)) - 871))
    acc46 = 0.0
    acc47 = 3
    k48 = 0
    while k48 < 6:
        k48 += 1
        acc46 -= ((acc46 / np.float32(2.5)) - (-np.int64(163)))
        acc47 ^= ((-971) * acc42)
        acc46 += acc38
        acc46 += ((-12345.678) - (p37 % (abs(acc38) + 0.5)))
    return (-3.0)


l1 = [math.fabs(divmod(c2, (c2 % 8 + 1))[1]) for c2 in range(1) if (c2 > c2)]
l3 = [((-8) * (-c4)) for c4 in range(1) if (c4 <= (-0.2))]
print(l1)
print(((0 if (1 > (-9)) else (-60)) * len(l1)), l1)
v5 = (abs((0 + (-5))) << 6)
v5 &= len(l1)
print(l1, sep=", ")
a6 = np.zeros(1001, dtype=np.int64)
print(a6)
a6[:] = ((len(l3) - ((-7) * v5)) % 2001 - 1000)
a7 = np.ones_like(a6)
print(a6)
print(f8((seeded_rand(568, 4) * 3.0).astype(np.float32)))
print(f8((seeded_rand(449, 1) * 3.0).astype(np.float32)))
print(f8(np.zeros(4, dtype=np.float32)))
o31 = np.zeros(42, dtype=np.int64)
kern23[(42 + 5 - 1) // 5, 5](np.zeros(42, dtype=np.int64), o31, 42)
print(o31)
print(a6[a6 <= (-(-0.125))])
a7[910] = 9
a32 = np.array([5.67, 9.9, -1.36, 6.4, 6.9, -3.0, 7.128, -7.316, 8.39, 4.99, -5.6, 9.851, 10.0, -7.0, -4.231, 6.58, -0.353, -8.0, -9.3, -5.0, 0.34]).reshape((3, 7))
print(a7[:1000:2])
g33 = np.sum(a6)
a34 = np.clip(a32, -3.0, 0.0)
print(a32)
t35 = ("ab",)
print(t35)
print(f36(np.float32(1.9)))
print(f36(np.float32(16.54)))
r49 = f36(np.float32(10.0))
a50 = (a7 - a7)
a51 = a7.reshape((91, 11))
g52 = np.prod(a32)
print(a34)
print(a50)
print(t35[0])
print(t35[0])
t55 = ((max(g33, v5), abs(g33), g52, None), (-1), None, max((r49 % (abs(g52) + 0.5)), float(a51.sum())))
print(t35)
print('x', (not ((-9.25) > g52)), a32, sep=", ")
