# diff: seed 8: stdout
# diff: reproduce: python3 tests/diff/gen.py 8 > prog.arr
# diff: not reduced
# diff:   status: oracle 0, arrc 0
# diff:   first difference at output line 2:
# diff:      2.25 False
# diff:    - (3.0, True)   (oracle)
# diff:    + (3, True)   (arrc)
import math
import numpy as np
from numba import njit, jit, prange, vectorize, cuda


def seeded_rand(seed, n):
    np.random.seed(seed)
    return np.random.rand(n)


def seeded_randint(seed, lo, hi, n):
    np.random.seed(seed)
    return np.random.randint(lo, hi + 1, n)


@njit
def f1(p2, p3):
    print(p3, ((p2 - p2) in (5,)))
    acc4 = []
    for i5 in range(-8, 12):
        acc4.append((p2 ^ 0))
        acc4.append(int((i5 > 2)))
        acc4.append(((i5 & i5) // 1233))
        v6 = (math.expm1((p2 // (-(i5 % 4 + 1)))) + (math.trunc(p3) + (i5 - i5)))
        acc4.append(np.int64(p2))
    t7 = (np.int64((p2 | (p2 | p2))), np.int64(((p2 ** 2) + (80 << 5))), math.copysign(math.ceil(7.5), ((-10.0) / p2)), ((p2 << 5) % (((-7) - (-6)) % 6 + 1)))
    a8 = np.zeros((3, 4, 2))
    g9 = sum(acc4)
    return (abs(divmod((-95), p2)[1]), (((-81) * p3) <= (p3 + 2.25)))


@cuda.jit
def kern12(p13, p14, out15):
    i16 = cuda.blockIdx.x * cuda.blockDim.x + cuda.threadIdx.x
    if i16 < out15.shape[0]:
        e18 = p13[i16]
        e19 = p14[i16]
        i16 //= ((i16 // (e19 % 9 + 1)) % 9 + 1)
        i16 += (-i16)
        e18 /= (abs(float(e19)) + 0.5)
        out15[i16] = 0


print(f1(np.uint64(7), 2.25))
print(f1(np.uint64(((((-293) + 4240) - round(5.0)) % 14 + 4)), abs(((-5) * 1.5))))
l10 = [int((-100.5)), ((-9) ^ (-4))]
g11 = max(l10)
print(l10)
o20 = np.zeros(23, dtype=np.int64)
kern12[7, 4](np.arange(-10.0, 1.5, 0.5), seeded_randint(216, -5, 12, 23), o20)
print(o20)
t21 = ((((-6) & 4) // 2), (0.0 * (0 - (-0.001))), None)
print((not ((-3.0) <= (-100.5))), g11, l10, l10, sep="")
a22 = np.arange(23, 41, 3, dtype=np.int64)
print(a22, g11, a22, ((-g11) < (g11 << 0) <= (g11 % (g11 % 6 + 1))))
n23 = np.int8(127)
print(n23)
n24 = np.uint16(63619)
print(n24)
n25 = np.int64(((g11 + g11) & (g11 >> 4)))
print(n25)
print(f"|{(0.0+1.5j)}|{((13 / 3546) - (2.0 ** 5)):,.2f} = {g11:08d}")
a26 = np.tanh(a22)
np.random.seed(69)
a27 = np.random.rand(7)
g28 = a26.sum()
print(a26)
print(((-7.0) < g28), a27, n25, a22, sep=", ")
