# Forms of NumPy's creation and shape functions that Numba 0.56 does not
# compile in @njit functions are errors there, naming what Numba takes
# (host code accepts them all).
import numpy as np
from numba import njit


@njit
def jitted(a, b):
    c = np.concatenate([a, b])
    d = np.eye(3, dtype="i4")
    e = np.repeat(a, 2, axis=0)
    f = np.linspace(0, 1, 5, endpoint=False)
    g = np.expand_dims(a, (0, 1))
    h = np.delete(a, 1, axis=0)
    k = np.arange(4, dtype="float32")
    return c, d, e, f, g, h, k


def host(a):
    return np.broadcast_arrays(a, np.ones(2, dtype=np.int32)), np.diag(a, k=1.5)


print(jitted(np.ones(2), np.ones(2)), host(np.ones(2)))
# ERROR 10:9: concatenate() needs a tuple of arrays, not list(array(float64, 1d, C))
# ERROR 11:9: eye()'s dtype given as a string is not allowed in jitted code: Numba's eye() takes a NumPy type such as np.float32 there
# ERROR 12:9: repeat()'s axis= is not allowed in jitted code: Numba's repeat() takes no axis
# ERROR 13:9: linspace()'s endpoint=, retstep= and dtype= are not allowed in jitted code: Numba's linspace() takes only start, stop and num
# ERROR 14:9: expand_dims()'s axis must be an integer in jitted code
# ERROR 15:9: delete()'s axis= is not allowed in jitted code: Numba's delete() takes 2 arguments
# ERROR 16:9: arange()'s dtype given as a string is not allowed in jitted code: Numba's arange() takes a NumPy type such as np.float32 there
# ERROR 21:12: broadcast_arrays() of arrays of different dtypes (float64, int32) is not supported by arrc: its result is a list, whose elements have one type
# ERROR 21:64: diag()'s k must be an integer, not float64
