# np.split and np.array_split: into sections or at indices (a list, a
# tuple, an array; out of range and negative ones), along negative axes;
# the parts are views; host code and @njit.
import numpy as np
from numba import njit


@njit
def parts_jit(a, n):
    out = np.array_split(a, n)
    for p in out:
        print(p)
    eq = np.split(a, 2)
    print(len(eq), eq[0], eq[1])
    at = np.split(a, np.array([1, 3]))
    print(len(at), at[0], at[1], at[2])
    return out


def parts_host(a, n):
    out = np.array_split(a, n)
    for p in out:
        print(p)
    eq = np.split(a, 2)
    print(len(eq), eq[0], eq[1])
    at = np.split(a, [1, 3])
    print(len(at), at[0], at[1], at[2])
    return out


for dt in (np.int64, np.int32, np.float64, np.float32, np.bool_):
    a = (np.arange(10) % 3).astype(dt)
    print(a.dtype)
    r1 = parts_jit(a, 3)
    r2 = parts_host(a, 4)
    print(len(r1), len(r2), r1[0].dtype)

x = np.arange(-5, 7)
print(np.array_split(x, 5))
print(np.array_split(x, 12))
print(np.array_split(x, 15))
print(np.split(x, [2, 2, 5]))
print(np.split(x, (3, 100)))
print(np.split(x, [-3]))
print(np.split(x, []))
print(np.split(x, 1))
print(np.array_split(np.zeros(0), 3))
print(np.array_split(np.array([7]), 2))

# 2-D arrays along each axis.
m = np.arange(24).reshape(4, 6)
top, bottom = np.split(m, 2)
print(top)
print(bottom)
for p in np.array_split(m, 4, axis=1):
    print(p.shape, p[0])
for p in np.split(m, [1, 4], axis=-1):
    print(p)
left = np.split(m, 3, axis=-1)[0]
left[0, 0] = 99
print(m[0])


@njit
def columns(m):
    s = 0
    for p in np.array_split(m, 4, axis=1):
        s += p.sum()
    first = np.split(m, 2, axis=0)[0]
    first[0, 1] = -1
    return s, m[0, 1]


print(columns(m))
