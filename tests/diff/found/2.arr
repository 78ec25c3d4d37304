# diff: seed 2: stdout
# diff: reproduce: python3 tests/diff/gen.py 2 > prog.arr
# diff: not reduced
# diff:   status: oracle 0, arrc 0
# diff:   first difference at output line 7:
# diff:       [  9 -20 -11]] 2.5597100503174683 1
# diff:      [[ 38 -19  40]
# diff:       [ 14  -3  -6]
# diff:    -  [  9 -20 -11]](0.6185567010309277+0.3917525773195876j)   (oracle)
# diff:    +  [  9 -20 -11]](0.6185567010309279+0.3917525773195876j)   (arrc)
import math
import numpy as np
from numba import njit, jit, prange, vectorize, cuda


def seeded_rand(seed, n):
    np.random.seed(seed)
    return np.random.rand(n)


def seeded_randint(seed, lo, hi, n):
    np.random.seed(seed)
    return np.random.randint(lo, hi + 1, n)


def h8(p9):
    v10 = min(p9, (p9 - p9))
    print(f", {0.0:.0f} = {(math.hypot(v10, p9) * (-p9)):.10g}|{complex(v10, v10)}")
    print(f", {(((-53) | 1193) - (48 * 0)):.2f}{(((-5) - 4) % ((2 % (-5)) % 8 + 1)):5d}; {p9:>12.5g}")
    v11 = ((((0.3333333333333333 == (-2.0)) + 6) - ((-68) + 3)) & (2625 * ((-9) + 33)))
    v11 |= v11
    return v11


@vectorize
def uf13(x14, x15):
    return (((np.int8(-46) - x15) | (x14 % (x14 % 4 + 1))) & ((x14 | x15) | x15))


print(f"= {2147483648:e} = {((0.0+1.0j) * complex((-4.5), 6.25)).imag:10.4f}")
a1 = seeded_randint(984, -20, 40, 9).astype(np.int32).reshape((3, 3))
print('a:', (((3.0-0.5j) / complex(abs(4.0) + 0.5, 1.5)) - (2.5+0.5j).conjugate()), a1, (math.atan((-2.5)) % 3.75), ((-4) ** 0))
v2 = (-(((-2.0-3.0j) * 0.5) / complex(abs((0.5 if False else (-1.75))) + 0.5, 1.0)))
print(a1, v2, sep="")
n3 = np.float32((complex((-0.5), (-9.0)) * v2).real)
print(n3)
n4 = np.uint64((divmod((-82), ((-35) % 2 + 1))[1] ^ ((-2) - (-3))))
print(n4)
print(f"{((abs((8.75 * 1.5)) + 0.25) ** ((-0.5) % 2)):e} = {max(4, ((-22) + 9)):^7}|{v2}")
v5 = ((min(25, (-7)) & ((-1) - 1)) ** 1)
t6 = ((a1.size ** 2), (float(v5), v5), (bool(v5) or math.isinf((-2.5))), "x y")
n7 = np.uint16((abs(int(n4)) ** 3))
print(f"= {float((v5 >> 0)):E}")
print(n3, n3, a1.ndim)
r12 = h8((-2.434))
print(r12)
print(h8((-4.2)))
print(uf13(np.full((1, 2), -3), np.array([32, 4], dtype=np.int64).reshape((1, 2))))
print(uf13(np.ones((1, 2), dtype=np.int64), np.array([15, 2], dtype=np.int64).reshape((1, 2))))
print(uf13(-10, 16))
print(int((v5 <= 5)), n7, t6)
