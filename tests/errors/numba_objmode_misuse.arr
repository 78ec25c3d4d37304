import numpy as np
from numba import njit, objmode, cuda


@njit
def wrong_type(n):
    with objmode(x='int64'):
        x = n / 2
    return x


@njit
def bad_forms(n):
    with objmode(n) as m:
        y = 1
    with objmode(z=3):
        z = 1
    return n


@cuda.jit
def kernel(a):
    with objmode():
        a[0] = 1


print(wrong_type(3), bad_forms(1))
kernel[1, 1](np.zeros(1))
# ERROR 14:24: 'with objmode(...) as name' is not supported; objmode gives no value
# ERROR 16:20: the type of objmode's output 'z' is written as a string such as 'float64' or 'int64[:]', or as a Numba type
# ERROR 23:5: objmode blocks are only available in @jit/@njit functions, not in GPU code
# ERROR 7:20: objmode output 'x' is declared int64 but the block gives it float64; convert it in the block (Numba converts it when it leaves object mode)
