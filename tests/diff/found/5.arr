# diff: seed 5: stdout
# diff: reproduce: python3 tests/diff/gen.py 5 > prog.arr
# diff: not reduced
# diff:   status: oracle 1, arrc 1
# diff:   first difference at output line 4:
# diff:      1 [0]
# diff:      [[0.9999912 0.9999912]]
# diff:      [[0.99999326 0.97045195]]
# diff:    - (294, 2, 0, array([0, 0]))   (oracle)
# diff:    + (294, 2, 0, [0 0])   (arrc)
# diff:   arrc's stderr: /tmp/dt/run1/s5/prog.arr:41:9: runtime error: ZeroDivisionError: x is too big
# diff:   oracle's exception: ZeroDivisionError: x is too big
import math
import numpy as np
from numba import njit, jit, prange, vectorize, cuda


@vectorize
def uf4(x5, x6):
    v7 = ((6 | 3) == (np.int8(81) >> 2))
    v8 = np.uint64(88)
    return float(np.float32(math.tanh(((-0.7) * x6))))


@njit(parallel=True)
def par9(p31):
    s32 = 0
    s33 = 0
    s34 = 0
    out35 = np.zeros(p31.shape[0], dtype=np.int64)
    for i36 in prange(p31.shape[0]):
        t37 = p31[i36]
        s32 += np.int32(147)
        if (not False):
            s33 += 1
        if math.isinf(abs((-2.0))):
            s34 += 1
        out35[i36] = (float(t37) / 123.456)
    return s32, s33, s34, out35


@vectorize(['float64(float64)'], target='parallel')
def uf50(x51):
    v52 = x51
    return float(np.float32(1.5))


@njit
def chk56(x):
    if x > 3:
        raise ZeroDivisionError("x is too big")
    return x * 2


acc1 = [0]
acc2 = 1.0
k3 = 0
while True:
    k3 += 1
    if k3 > 0:
        break
    acc1.append((96 + k3))
    acc1.append((-3))
print(k3, acc1)
print(uf4(-7.76, np.full((1, 2), -8.81)))
print(uf4(np.full((1, 2), -5.72), np.array([-9, -3], dtype=np.int64).reshape((1, 2))))
print(par9(np.full(2, 5)))
t38 = ((acc2 / (abs((acc2 - (-9.5))) + 0.5)), ((k3 & 2) - (k3 * 55)), (abs(acc2) - ((-2.0) + acc2)))
print(t38)
n39 = np.float32(math.cos((k3 * 2.0)))
print(n39)
n40 = np.int16((k3 * (k3 & (-1))))
print(n40)
n41 = np.uint64(k3)
print(n41)
print(f"|{k3:5d}{((-k3) - (-k3)):d}")
a42 = np.arange(20, 14, -1, dtype=np.uint32).reshape((2, 3))
a43 = np.minimum(a42, a42)
print(a42.shape, a42.dtype, a42.ndim, a42.size)
print(a43[0])
g44 = np.sum(a43)
g45 = a43.sum()
print(a42)
print(f"{(float(k3) * float(k3)):+.2f}")
v46 = k3
v47 = (((k3 & k3) not in (0,)) and (((-2) + (-8)) <= (5 - 58) < k3))
v48 = v46
v49 = (v48 & (int(n41) ** 0))
print('[', n39, a42)
print(uf50(np.zeros((3, 4))))
print(uf50(np.ones((3, 4))))
print(uf50(np.zeros((3, 4))))
v53 = (k3 > (~(v46 * v46)))
print(f"{((v46 + v49) % (k3 % 2 + 1)):_}")
w54 = a42[:]
acc2 = ((acc2 // (v48 % 5 + 1)) if v47 else (acc2 + 0.1))
n55 = np.uint32(v46)
print('[', g45, g45, v49, acc2)
print(chk56(2))
print(chk56(6))
print(k3, k3, v53, n39)
