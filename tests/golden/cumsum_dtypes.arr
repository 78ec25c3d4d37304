# np.cumsum and np.cumprod of every dtype (§6.4): bool and the signed
# integers accumulate in int64, the unsigned ones in uint64 (wrapping as
# NumPy's and Numba's loops do), float32, float64 and the complex types in
# their own type; in host code and in @njit code; empty arrays; -0.0, whose
# running sum is -0.0 in NumPy but 0.0 in Numba (its loop starts from 0).
import numpy as np
from numba import njit


@njit
def both(a):
    return np.cumsum(a), np.cumprod(a)


def show(a):
    s, p = np.cumsum(a), np.cumprod(a)
    js, jp = both(a)
    print(a.dtype, s.dtype, s, p.dtype, p)
    print(js.dtype, js, jp.dtype, jp)


base = np.array([3, 1, 4, 1, 5, 9, 2, 6])
show(base.astype(np.int8))
show(base.astype(np.int16))
show(base.astype(np.int32))
show(base.astype(np.int64))
show(base.astype(np.uint8))
show(base.astype(np.uint16))
show(base.astype(np.uint32))
show(base.astype(np.uint64))
show(np.array([-3, 100, -100, 7], dtype=np.int8))
show(np.array([200, 100, 250], dtype=np.uint8))
show(np.array([0.1, 0.2, 0.3, 1e30, 1e10], dtype=np.float32))
show(np.array([0.1, 0.2, 0.3, -1.5, 2.25]))
show(np.array([1 + 2j, 0.5 - 1j, -2 + 0.25j], dtype=np.complex64))
show(np.array([1 + 2j, 0.5 - 1j, -2 + 0.25j]))
show(np.array([True, False, True, True]))
show(np.array([-0.0, -0.0, 2.0]))
show(np.array([complex(-0.0, -0.0), 1j]))

# Sums that wrap around, as NumPy's and Numba's integer loops do.
show(np.array([2 ** 62, 2 ** 62, 2 ** 62]))
show(np.array([9223372036854775807, 9223372036854775807, 3], dtype=np.uint64))
show(np.array([1e200, 1e200, -1.0]))

# Empty arrays keep their shape along an axis and flatten to (0,).
def show_empty(e):
    print(np.cumsum(e).shape, np.cumsum(e).dtype, np.cumsum(e, axis=0).shape, np.cumprod(e, axis=1).shape)
    print(both(e[:, 0]))


show_empty(np.zeros((0, 3), dtype=np.int8))
show_empty(np.zeros((0, 3), dtype=np.uint32))
show_empty(np.zeros((0, 3), dtype=np.float32))
show_empty(np.zeros((0, 3), dtype=np.complex128))
show_empty(np.zeros((0, 3), dtype=np.bool_))
print(np.cumsum(np.zeros((3, 0)), axis=1).shape, np.cumprod(np.ones((2, 0, 2)), axis=-1).shape)

# 2-D arrays of each kind along each axis.
def by_axis(x):
    print(np.cumsum(x, axis=0), np.cumsum(x, axis=1).dtype, np.cumprod(x, axis=-1))


m = np.array([[1, -2, 3], [4, 5, -6]])
by_axis(m.astype(np.int16))
by_axis(m.astype(np.uint8))
by_axis(m.astype(np.float32))
by_axis(m.astype(np.complex64))
by_axis(m.astype(np.bool_))
