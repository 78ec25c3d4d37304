# cval of another type than the kernel's result, converted as Numba does:
# 1.5 into int64, -np.inf into float64, True into int64, 2 into complex128,
# from host code and from @njit code; int16, uint8 and float32 inputs.
import numpy as np
from numba import stencil, njit


@stencil(cval=1.5)
def k4(a):
    return a[-1] + a[1]


@stencil(cval=-np.inf)
def kinf(a):
    return a[-1] * 0.5


@stencil(cval=True)
def kbool(a):
    return a[1] - a[0]


@stencil(cval=2)
def kc(a):
    return a[1] * 1j


@njit
def j(a):
    return k4(a), kinf(a), kbool(a), kc(a)


a = np.arange(6, dtype=np.int16)
print(k4(a), kinf(a), kbool(a), kc(a))
print(j(a))
print(k4(a.astype(np.uint8)).dtype, kbool(a.astype(np.float32)).dtype)
