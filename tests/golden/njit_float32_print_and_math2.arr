# Inside @njit, print() shows a float32 as Numba boxes it, a Python float
# (6.199999809265137), and math.hypot/atan2 of a float32 and a small
# integer or bool compute in float32, as Numba's overloads choose.
import math
import numpy as np
from numba import njit


@njit
def report(x, z, n16, n32, flag):
    print(x, z)
    print(4.5 * math.hypot(x, n16), math.atan2(x, flag))
    print(math.hypot(x, n32), math.atan2(x, 2.0))
    return math.hypot(x, n16) > 31.0


@njit
def polar(xs, ys):
    out = np.empty_like(xs)
    for i in range(xs.shape[0]):
        out[i] = math.atan2(ys[i], np.int8(1))
    print(out[0], out[-1])
    return out


print(report(np.float32(6.2), np.complex64(1.5 - 0.1j), np.int16(31), np.int32(31), True))
r = polar(np.linspace(0.0, 1.0, 4).astype(np.float32), np.arange(4, dtype=np.float32) * np.float32(0.3))
print(r.dtype)
x = np.float32(6.2)
print(x, math.hypot(x, np.int16(31)))
print(math.sin(x), math.sqrt(x), math.hypot(x, x), math.atan2(x, np.float32(2.0)))
