# Functions compiled eagerly with a void result: the signature as a string
# ("void(f8[:])"), as Numba type objects (nb.void(nb.f8[:]), void(...)
# imported from numba), for @njit functions (which return None to their
# callers) and for kernels.
import numba as nb
import numpy as np
from numba import cuda, float64, int64, njit, void


@njit("void(f8[:], f8)")
def scale(a, factor):
    for i in range(a.shape[0]):
        a[i] *= factor


@njit(nb.void(nb.f8[:], nb.int64))
def shift(a, k):
    for i in range(a.shape[0]):
        a[i] += k


@njit(void(float64[:], int64))
def clamp_below(a, low):
    for i in range(a.shape[0]):
        if a[i] < low:
            a[i] = low
    return


@cuda.jit(nb.void(nb.float64[:], nb.float64))
def add_all(a, x):
    i = cuda.grid(1)
    if i < a.shape[0]:
        a[i] += x


a = np.arange(6.0)
print(scale(a, 2.0))
shift(a, -3)
print(a)
r = clamp_below(a, 0)
print(r, a)
d = cuda.to_device(a)
add_all[2, 4](d, 0.5)
print(d.copy_to_host())
