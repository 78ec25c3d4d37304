# np.cumsum and np.cumprod: in a GPU kernel they are not available (the
# library's where column); in @njit code Numba 0.56 takes the array alone,
# so an axis (even None) is rejected there; dtype= and out= are not
# supported yet; the array must be an array and the axis an integer.
import numpy as np
from numba import cuda, njit


@cuda.jit
def prefix(a, out):
    i = cuda.grid(1)
    s = np.cumsum(a)
    out[i] = s[i]


@njit
def by_rows(a):
    return np.cumsum(a, axis=1), np.cumprod(a, 0), a.cumsum(axis=None), a.cumprod(1)


a = np.ones((2, 3))
out = np.zeros(6)
prefix[1, 6](a, out)
print(by_rows(a))
print(np.cumsum(a, dtype=np.float32), a.cumprod(out=a))
print(np.cumsum(3), np.cumprod(["ab"]), np.cumsum(a, axis=1.5), a.cumsum(0, 1))
# ERROR 12:9: 'np.cumsum' is not available in GPU code (kernels and device functions)
# ERROR 18:12: np.cumsum() in jitted code takes the array alone: Numba supports no axis for it
# ERROR 18:34: np.cumprod() in jitted code takes the array alone: Numba supports no axis for it
# ERROR 18:52: array.cumsum() in jitted code takes no arguments: Numba supports no axis for it
# ERROR 18:73: array.cumprod() in jitted code takes no arguments: Numba supports no axis for it
# ERROR 25:7: the argument 'dtype' of np.cumsum() is not supported by arrc yet
# ERROR 25:39: the argument 'out' of array.cumprod() is not supported by arrc yet
# ERROR 26:7: np.cumsum() needs an array, not int64
# ERROR 26:21: np.cumprod() needs an array, not list(unicode_type)
# ERROR 26:41: np.cumsum()'s axis must be an integer, not float64
# ERROR 26:65: array.cumsum() takes 0 to 1 arguments but 2 were given
