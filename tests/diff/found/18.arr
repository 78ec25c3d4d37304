# diff: seed 18: stdout
# diff: reproduce: python3 tests/diff/gen.py 18 > prog.arr
# diff: not reduced
# diff:   status: oracle 0, arrc 0
# diff:   first difference at output line 7:
# diff:      h13: (-1, -3.75)
# diff:      (3, -3.75)
# diff:      (0, -3.75)
# diff:    - (1, array([ -0.        , -16.03801506, -32.07603012, -48.11404519]))   (oracle)
# diff:    + (1, [ -0.         -16.03801506 -32.07603012 -48.11404519])   (arrc)
import math
import numpy as np
from numba import njit, jit, prange, vectorize, cuda


@njit
def f5(p6, p7):
    a8 = np.zeros(5, dtype=np.int64)
    v9 = ((2.25 + p7) + float(16))
    v10 = complex((-2.25), v9)
    v11 = (7 | ((2 + 81) * (np.int32(52) >> 3)))
    return ((-(94 ** 3)) - ((8 // (v11 % 4 + 1)) - np.int64(144)))


def h13(p14, p15, p16):
    v17 = round((-p16))
    a18 = np.ones(0, dtype=np.int32)
    v19 = math.isinf((((-0.001) % p16) + ((-1e-07) if p14 else 100.5)))
    acc20 = 1.0
    acc21 = 2
    k22 = 0
    while True:
        k22 += 1
        if k22 > 0:
            break
        acc20 += (p16 + float(p15))
        acc20 += (0.5 * abs(acc20))
    v23 = (int(bool(p15)) << 6)
    return ((len(a18) ^ p15), (-3.75))


@njit(parallel=True)
def par24(p26):
    s27 = 1
    out28 = np.zeros(p26.shape[0], dtype=np.float64)
    for i29 in prange(p26.shape[0]):
        t30 = p26[i29]
        v31 = (((abs((-0.7)) + 0.25) ** np.float32(2.25)) * np.float32((-9.0)))
        s27 = max(s27, divmod((-1), (t30 % 7 + 1))[0])
        out28[i29] = ((i29 / (t30 % 7 + 1)) * (v31 + v31))
    return s27, out28


def h32(p33, p34):
    v35 = float(math.floor((10.0 / 2.25)))
    print(f", {p33:5d} = {v35:g}")
    return ((abs(p33) + p33), len(p34))


v1 = ((77 | (-4)) ^ (6 ^ (-2)))
t2 = (None, (((-5.25) - (-0.125)) - (3.75 - 0.2)), int(math.sqrt(abs(0.7))))
print(v1, v1, v1, v1)
n3 = np.uint32(80661)
l4 = [float(v1), (1.5 if ((-4.5) >= (-7.0)) else 6.75), 0.001, (-1e-07), 10.0]
print(l4)
r12 = f5((((-2521) - v1) <= (-86)), np.float32(1.368))
print(r12)
print("h13:", h13(bool(r12), np.int64((~(0 << 6))), 7.975))
print(h13((r12 != (v1 + r12)), ((v1 ** 2) % 15 - 7), 4.5))
print(h13(((-9) < min(r12, v1) < (r12 // r12)), ((r12 - r12) >> 2), 4.0))
print(par24(np.zeros(4, dtype=np.int32)))
print(par24(np.zeros(4, dtype=np.int32)))
print("h32:", h32(13, (10, False)))
print(h32(math.ceil((0.2 / (abs((-0.001)) + 0.5))), (4, False)))
a36 = np.zeros(32, dtype=np.int64)
a37 = a36.astype(np.int64)
w38 = a37[:]
w39 = a36[16:31:1]
a40 = np.ones((1, 5), dtype=np.int64)
print(w38)
print(0.001, a37)
