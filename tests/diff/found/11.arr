# diff: seed 11: stdout
# diff: reproduce: python3 tests/diff/gen.py 11 > prog.arr
# diff: not reduced
# diff:   status: oracle 0, arrc 0
# diff:   first difference at output line 1:
# diff:    - par1: (-70244, array([-0.08333333,  0.25      , -0.08333333,  2.91666667, -0.08333333,   (oracle)
# diff:    + par1: (-70244, [-0.08333333  0.25       -0.08333333  2.91666667 -0.08333333  2.41666667])   (arrc)
import math
import numpy as np
from numba import njit, jit, prange, vectorize, cuda


@njit(parallel=True)
def par1(p3):
    s4 = 0
    out5 = np.zeros(p3.shape[0], dtype=np.float64)
    for i6 in prange(p3.shape[0]):
        t7 = int(p3[i6] * 2)
        v8 = ((i6 ** 0) % (i6 % 2 + 1))
        v9 = (abs(v8) / (t7 % 3 + 1))
        s4 += (((-3906) + i6) * (v8 + i6))
        out5[i6] = ((v9 * i6) - (np.float32(3.75) % 0.3333333333333333))
    return s4, out5


def rec15(n, acc):
    if n <= 0:
        return acc
    return rec15(n - 1, (acc * 2 + n) % 65521)


@njit
def rec22(n, acc):
    if n <= 0:
        return acc
    return rec22(n - 1, (acc * 1 + n) % 7)


print("par1:", par1(np.arange(-0.75, 0.75, 0.25)))
v10 = (((-2) + (255 ^ 85)) // ((-2147483648) - (-1)))
v11 = 2.5
print(f"; {(v10 * v10):<6}")
print(v10, ((v10 > (-9)) and bool(v10)))
n12 = np.uint16(54677)
print(n12)
n13 = np.int8(((v10 % (v10 % 6 + 1)) >> 5))
print(n13)
print(f"|{abs((-v11)):08.3f}{(abs(v10) - (v10 - 5)):_}")
n14 = np.int64(((v10 - (-1)) >> 3))
print(n14)
print(f"; {((v10 / (v10 % 6 + 1)) ** 5):g}{float(v10):+.2f}; {(v10 * abs(v10)):5d}; {(v10 > v10)}")
print(rec15(2, 6))
v16 = (not math.isnan((v11 / 255)))
v10 = ((v10 ^ v10) << 2)
t17 = ((-((-3.0) // v11)), abs((0.001 / v11)))
v18 = math.fabs(((v10 if v16 else v10) ^ (v10 * v10)))
l19 = [((v10 if (c20 <= v18) else (-3)) + v10) for c20 in range(8) if (int(n13) <= c20 < v10)]
print(n14, complex(v18, v11), n13)
v21 = v18
print(v21, l19, (math.fabs(80) / (abs(float(v10)) + 0.5)))
print(complex(1.25, (-0.5)), v11, v18, v18)
print(rec22(19, 1))
print(complex(v18, v21))
