# NumPy's shape functions in host code and in @njit: np.repeat and
# a.repeat, np.reshape with -1, np.ravel, a.flatten, np.transpose and
# a.transpose with axes, np.swapaxes, np.expand_dims, np.atleast_1d/2d/3d,
# np.append, np.delete, np.broadcast_to, np.broadcast_arrays,
# np.broadcast_shapes, np.shape, np.isscalar; views stay views.
import numpy as np
from numba import njit


@njit
def shaped_jit(a, m):
    print(np.repeat(a, 2), a.repeat(np.array([1, 0, 2, 1])))
    print(np.reshape(m, (3, -1)), np.reshape(a, -1))
    print(np.ravel(m), m.flatten())
    print(np.transpose(m), m.transpose(), m.transpose(1, 0), np.transpose(m, (1, 0)))
    print(np.swapaxes(m, 0, -1))
    print(np.expand_dims(a, 0), np.expand_dims(a, -1).shape)
    print(np.atleast_1d(a), np.atleast_2d(a), np.atleast_3d(a).shape, np.atleast_3d(m).shape)
    print(np.append(a, 5), np.append(m, m, axis=0).shape)
    print(np.delete(a, 1), np.delete(a, -1), np.delete(m, np.array([0, 5])))
    print(np.broadcast_to(a, (2, 4)))
    print(np.broadcast_shapes((2, 1), (4,)), np.shape(m), np.isscalar(a), np.isscalar(3.5))


def shaped_host(a, m):
    print(np.repeat(a, 2), a.repeat([1, 0, 2, 1]))
    print(np.reshape(m, (3, -1)), np.reshape(a, -1))
    print(np.ravel(m), m.flatten())
    print(np.transpose(m), m.transpose(), m.transpose(1, 0), np.transpose(m, axes=(1, 0)))
    print(np.swapaxes(m, 0, -1))
    print(np.expand_dims(a, 0), np.expand_dims(a, axis=-1).shape)
    print(np.atleast_1d(a), np.atleast_2d(a), np.atleast_3d(a).shape, np.atleast_3d(m).shape)
    print(np.append(a, 5), np.append(m, m, axis=0).shape)
    print(np.delete(a, 1), np.delete(a, -1), np.delete(m, [0, 5]))
    print(np.broadcast_to(a, (2, 4)))
    print(np.broadcast_shapes((2, 1), (4,)), np.shape(m), np.isscalar(a), np.isscalar(3.5))


for dt in (np.int64, np.float32, np.bool_):
    a = np.array([3, 0, -1, 2]).astype(dt)
    m = (np.arange(6).reshape(2, 3) - 2).astype(dt)
    shaped_jit(a, m)
    shaped_host(a, m)

i32 = np.array([1, 2, 3], dtype=np.int32)
f64 = np.array([0.5, -0.25])
print(np.append(i32, 7), np.append(i32, 7).dtype, np.append(i32, [1.5, 2]), np.append(i32, f64).dtype)
print(np.append(np.ones((2, 2)), [[5, 6]], axis=0), np.append(np.zeros(0), 1))
print(np.repeat(np.arange(6).reshape(2, 3), [2, 1], axis=0), np.repeat(np.arange(4).reshape(2, 2), 3, axis=-1))
print(np.repeat(5, 3), np.repeat(np.zeros(0), 4), np.repeat(i32, 0))
m3 = np.arange(24).reshape(2, 3, 4)
print(np.transpose(m3).shape, np.transpose(m3, (1, 0, 2)).shape, m3.transpose(2, 0, 1).shape, m3.transpose((0, 2, 1))[1])
print(np.swapaxes(m3, 0, 2).shape, np.swapaxes(m3, -1, 1)[0])
print(np.expand_dims(i32, (0, 2)).shape, np.expand_dims(np.ones((2, 3)), axis=(-1, 0)).shape)
print(np.delete(m3, 1, axis=2).shape, np.delete(m3, [0, 2], axis=1)[1], np.delete(i32, []), np.delete(i32, (0, -1)))
print(np.delete(np.arange(8), np.array([1, 3, 5])))
b1, b2 = np.broadcast_arrays(i32, np.arange(6, dtype=np.int32).reshape(2, 1, 3)[:, :, :1])
print(b1.shape, b2.shape, b1, b2)
print(np.broadcast_shapes(3, (2, 1)), np.broadcast_shapes((5, 1, 4), (1, 3, 1), (4,)), np.broadcast_shapes())
print(np.shape(7), np.shape([1, 2, 3]), np.shape([[1, 2], [3, 4], [5, 6]]), np.shape((1, 2)))
print(np.isscalar(1), np.isscalar(True), np.isscalar("s"), np.isscalar([1]), np.isscalar(np.float32(2)))

# Views: writing through one shows in the original.
base = np.zeros((2, 3))
t = np.transpose(base)
t[2, 1] = 5.0
r = np.ravel(base)
r[0] = -1.0
e = np.expand_dims(base, 0)
e[0, 0, 1] = 7.0
print(base)
f = base.flatten()
f[:] = 9.0
print(base)


@njit
def views(base):
    np.transpose(base)[0, 1] = 3.0
    np.swapaxes(base, 0, 1)[1, 0] += 1.0
    np.ravel(base)[-1] = 8.0
    return base


print(views(np.zeros((2, 3))))

# Empty and one-element arrays.
z = np.zeros((0, 3))
print(np.transpose(z).shape, np.ravel(z), np.atleast_2d(np.zeros(0)).shape, np.repeat(np.array([4]), 3))
print(np.broadcast_to(np.array([2.5]), (2, 2)), np.expand_dims(np.array([1]), 1), np.delete(np.array([1]), 0))
