# diff: seed 17: compile
# diff: reproduce: python3 tests/diff/gen.py 17 > prog.arr
# diff: not reduced
# diff:   arrc status 1:
# diff:   /tmp/dt/run1/s17/prog.arr: error: internal error: IR of 'f26' is broken: b18 lists b21 as a predecessor, but b21 does not jump to it
# diff:   /tmp/dt/run1/s17/prog.arr: error: internal error: IR of 'f26' is broken: block b21 is empty: it has no terminator
# diff:   2 errors generated.
import math
import numpy as np
from numba import njit, jit, prange, vectorize, cuda


@njit(cache=False)
def f1(p2, p3):
    l4 = [7.0 for c5 in range(6) if bool(c5)]
    a6 = np.zeros(7)
    acc7 = False
    for j9, x8 in enumerate(l4):
        v10 = x8
        v11 = (-(v10 * (1.0 * v10)))
        acc7 = acc7 and ((j9 + p3) > (-6))
    l12 = [abs(a6[4]) for c13 in range(6)]
    return (((p3 ^ p3) ^ (p3 * 9)), ((np.uint32(91) - p3) >= (-np.float32(10.0))), np.int64(((p3 | p3) ^ (np.uint8(25) | p3))))


@njit
def f14(p15):
    acc16 = 396588
    k17 = 0
    while k17 < 3:
        k17 += 1
        acc16 = (acc16 * 2 + (k17 | np.uint8(11))) % 1000003
        acc16 = (acc16 * 2 + ((acc16 + np.int8(-10)) & (k17 ^ k17))) % 1000003
        acc16 = (acc16 * 2 + k17) % 1000003
    v18 = (1e-07 % (abs(p15) + 0.5))
    return (max((-4), abs(acc16)) ^ acc16)


@njit(cache=False)
def f26(p27):
    acc28 = -2.5
    for i29 in range(9, -9, 3):
        acc28 *= acc28
        acc28 -= abs((4.0 if False else acc28))
    l30 = [(-0.2) for c31 in range(1)]
    acc32 = 6515
    for i33 in range(len(p27)):
        acc32 = (acc32 * 3 + i33) % 65521
        if True:
            v34 = (((acc28 if (acc32 <= i33) else acc28) % (abs(min(100.5, acc28)) + 0.5)) / (((i33 % (i33 % 4 + 1)) * p27[i33]) % 8 + 1))
            v35 = (-((3.0+1.0j) + (-2.0-0.5j))).real
        acc32 = (acc32 * 2 + ((np.uint16(40) ^ i33) + (i33 - 2147483648))) % 65521
    return p27


@njit(nogil=True)
def f40(p41):
    l42 = [((-22) % 4), (p41 * (-51)), np.int64((p41 * p41))]
    acc43 = 17977
    for x44 in l42:
        acc45 = 833363
        for i46 in range(3):
            acc45 = (acc45 * 1 + (((-2) // (acc45 % 7 + 1)) - (i46 ** 2))) % 1000003
            acc45 = (acc45 * 5 + (p41 % (47 + acc45))) % 1000003
        acc43 = (acc43 * 5 + (abs(p41) + acc45)) % 65521
    t47 = ((((-8) / 506) + acc43), (not (not (p41 == 62))), (float(p41) - f14(np.float32(np.float32(2.25)))), float((math.cos(np.float32((-0.1))) * (acc43 * p41))))
    v48 = ((85 // ((p41 // (acc43 % 6 + 1)) % 8 + 1)) - ((p41 ^ p41) - ((-5) + acc43)))
    return (min((8 % p41), (acc43 + v48)), f14(np.float32(3.22)))


print(f1((-(3.0-3.0j)), ((int(((-3) > 6)) * ((-1015) // (-1))) % 27 + 5)))
print(f1((3.0+1.5j), np.int8(22)))
print("f1:", f1((-0.5+0.5j), np.uint32(((-9) % 27 + 5))))
r19 = f14(np.float32(0.1))
print(r19)
r20 = f14(np.float32(4.0))
print(r20)
n21 = np.uint16(2386)
print(n21)
n22 = np.int16(20192)
print(n22)
print(f"{(-1.0+1.5j)}")
a23 = np.array([23], dtype=np.int64)
a24 = np.where(a23 <= float(r20), a23, a23)
a25 = a24.copy()
print(a25)
print("f26:", f26(np.ones(4, dtype=np.int8)))
print(f26(np.full(4, -1, dtype=np.int8)))
print(f26(np.array([21, 10, 3], dtype=np.int8)))
r20 = 57
print(a23.shape, a23.dtype, a23.ndim, a23.size)
v36 = (((-r20) ** 2) + ((r19 if False else r19) * ((-92) + (-3))))
print('->', bool((v36 % (r19 % 4 + 1))), n22, a25)
g37 = a23.sum()
a38 = np.full_like(a24, 6)
print(a24[::-1])
g39 = np.prod(a24)
print(a23)
print(f40((((r19 | r20) + (int(n22) & (-9))) % 8 + 5)))
print(f40(10))
v49 = (0.0+3.0j)
print('sum:', g37, bool(((-91) // (v36 % 9 + 1))), a23, r19)
print(r19, ((v49 - v49) * (v49 * v49)), a24)
print(g37, (~a38[0]), (~(v36 % (-(r19 % 2 + 1)))), (not (v36 <= int(n21) < g37)))
