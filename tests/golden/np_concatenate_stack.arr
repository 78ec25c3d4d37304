# np.concatenate, np.stack, np.vstack, np.hstack, np.dstack and
# np.column_stack in host code and in @njit functions: several dtypes,
# NumPy's promotion of mixed ones, negative axes, axis=None, empty and
# one-element arrays.
import numpy as np
from numba import njit


@njit
def joined(a, b):
    print(np.concatenate((a, b)))
    print(np.concatenate((a, b), axis=-1))
    print(np.stack((a, b)))
    print(np.stack((a, b), axis=-1))
    print(np.vstack((a, b)))
    print(np.hstack((a, b)))
    print(np.dstack((a, b)).shape)
    print(np.column_stack((a, b)))
    return np.concatenate((a, b, a))


def joined_host(a, b):
    print(np.concatenate((a, b)))
    print(np.concatenate([a, b], axis=-1))
    print(np.concatenate((a, b), axis=None))
    print(np.stack([a, b]))
    print(np.stack((a, b), axis=-1))
    print(np.vstack([a, b]))
    print(np.hstack((a, b)))
    print(np.dstack((a, b)).shape)
    print(np.column_stack([a, b]))
    return np.concatenate((a, b, a))


for dt in (np.int64, np.int32, np.float64, np.float32, np.bool_):
    x = np.arange(1, 4).astype(dt)
    y = (np.arange(3) * 2).astype(dt)
    r1 = joined(x, y)
    r2 = joined_host(x, y)
    print(r1.dtype, r2.dtype, (r1 == r2).all())

# Mixed dtypes follow NumPy's promotion.
i64 = np.array([1, 2])
f32 = np.array([0.5, 1.5], dtype=np.float32)
i32 = np.array([-3, 4], dtype=np.int32)
u8 = np.array([200, 255], dtype=np.uint8)
b = np.array([True, False])
print(np.concatenate((i64, f32)), np.concatenate((i64, f32)).dtype)
print(np.concatenate((i32, f32)).dtype, np.concatenate((u8, i32)).dtype, np.concatenate((b, u8)).dtype)
print(np.stack((i32, u8)).dtype, np.vstack((f32, b)).dtype, np.hstack((i64, i32)).dtype)


@njit
def mixed(p, q):
    return np.concatenate((p, q)), np.stack((p, q), axis=1)


c, s = mixed(i64, f32)
print(c, c.dtype, s.dtype)
c, s = mixed(u8, i32)
print(c, c.dtype, s)

# 2-D arrays along each axis, negative ones too.
m = np.arange(6).reshape(2, 3)
n = -np.arange(6).reshape(2, 3)
for ax in (0, 1, -1, -2):
    print(ax, np.concatenate((m, n), axis=ax).shape, np.stack((m, n), axis=ax).shape)
print(np.concatenate((m, n), axis=1))
print(np.stack((m, n), axis=2)[1])
print(np.vstack((m, np.array([7, 8, 9]))))
print(np.hstack((m, n[:, :1])))
print(np.dstack((m, n)))
print(np.column_stack((m, np.array([10, 20]))))


@njit
def rows(m, n):
    return np.vstack((m, n)), np.hstack((m, n)), np.concatenate((m, n), axis=-2)


v, h, c = rows(m, n)
print(v)
print(h)
print(c)

# Empty and one-element arrays.
e = np.zeros(0)
one = np.array([42.0])
print(np.concatenate((e, one, e)), np.stack((e, e)).shape, np.vstack((one, one)))
print(np.hstack((e, e)), np.column_stack((one, one)), np.dstack((one,)).shape)
print(joined(one, one))
print(np.concatenate((np.zeros((0, 3)), m)))
