# A program with one of each thing ARRC_PROFILE reports: a kernel launched
# three times, a @vectorize and a @guvectorize function called from host
# code, a prange loop run twice, and copies both ways (tests/profile.sh).
import numpy as np
from numba import cuda, njit, prange, vectorize, guvectorize


@cuda.jit
def scale(a, factor):
    i = cuda.grid(1)
    if i < a.size:
        a[i] *= factor


@vectorize(["float64(float64, float64)"])
def hypot2(x, y):
    return x * x + y * y


@guvectorize(["void(float64[:], float64[:])"], "(n)->()")
def total(row, out):
    s = 0.0
    for v in row:
        s += v
    out[0] = s


@njit(parallel=True)
def squares(n):
    out = np.zeros(n)
    for i in prange(n):
        out[i] = i * i
    return out


x = np.arange(1000, dtype=np.float64)
d = cuda.to_device(x)
for _ in range(3):
    scale[4, 256](d, 2.0)
y = d.copy_to_host()
print(y[:3], y[-1])
print(hypot2(x, y)[:4])
print(total(np.ones((4, 5))))
print(squares(10)[-1], squares(6).sum())
