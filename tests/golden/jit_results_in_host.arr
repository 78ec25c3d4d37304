# The numbers an @njit function returns reach host code as Python's: a float32 result prints with float64 digits, a complex64 as a complex, small ints as ints, inside tuples too (a float32 printed as 0.1 before, where Python prints 0.10000000149011612)
import numpy as np
from numba import njit


@njit
def mean32(xs):
    s = np.float32(0.0)
    for x in xs:
        s += x
    return s / np.float32(xs.shape[0])


@njit
def stats(xs):
    return xs.min(), xs.max(), np.int16(xs.shape[0]), np.complex64(xs[0])


data = np.array([0.1, 0.2, 0.7], dtype=np.float32)
m = mean32(data)
print(m, m * 2, [m])
lo, hi, n, z = stats(data)
print(lo, hi, n, z, -n)
print(stats(data))
