# np.asarray, np.asfarray, np.asarray_chkfinite and np.asfortranarray:
# an array of the dtype asked for is returned itself (writes show in the
# original), lists and tuples become new arrays, other dtypes are copies;
# host code and @njit.
import numpy as np
from numba import njit


@njit
def convert_jit(a):
    same = np.asarray(a)
    same[0] = 100
    f = np.asfarray(a)
    g = np.asarray_chkfinite(f)
    h = np.asfortranarray(a)
    return same, f, g, h, np.asarray(a, np.float32), np.asarray([1, 2, 3]), np.asarray((1.5, 2.5))


def convert_host(a):
    same = np.asarray(a)
    same[1] = -7
    f = np.asfarray(a)
    g = np.asarray_chkfinite(f, dtype=np.float32)
    h = np.asfortranarray(a)
    return same, f, g, h, np.asarray(a, dtype="f4"), np.asarray([1, 2, 3]), np.asarray((1.5, 2.5))


for dt in (np.int64, np.float32, np.bool_):
    a = np.array([1, 0, 3]).astype(dt)
    same, f, g, h, i, j, k = convert_jit(a)
    print(same, f, g, h, i, j, k)
    print(same.dtype, f.dtype, g.dtype, h.dtype, i.dtype, j.dtype, k.dtype, a)
    same, f, g, h, i, j, k = convert_host(a)
    print(same, f, g, h, i, j, k)
    print(same.dtype, f.dtype, g.dtype, h.dtype, i.dtype, j.dtype, k.dtype, a)

m = np.arange(6, dtype=np.int32).reshape(2, 3)
print(np.asfortranarray(m), np.asfortranarray(m, dtype=np.float64).dtype)
print(np.asarray([[1, 2], [3, 4]], dtype=np.float32), np.asarray([[True], [False]]).shape)
print(np.asfarray([1, 2]), np.asfarray(np.array([1, 2], dtype=np.float32)).dtype, np.asfarray(m, dtype=np.int8).dtype)
print(np.asarray_chkfinite([0.0, -1.0]), np.asarray(np.zeros(0)).shape, np.asarray([7]))
print(np.asarray(m) is not None, np.asarray(m)[1, 2])
