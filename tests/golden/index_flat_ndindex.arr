# Iterating an array's positions: a.flat (iteration, a.flat[i] read and
# write, a.flat = v in host code), np.ndindex over a grid (a shape tuple,
# separate dimensions, the empty shape), np.ndenumerate and np.nditer, in
# host code and in @njit functions, over several dtypes and empty arrays.
import numpy as np
from numba import njit


@njit
def flat_sum(a):
    s = 0
    for x in a.flat:
        s += x
    return s


@njit
def flat_poke(a, i, v):
    old = a.flat[i]
    a.flat[i] = v
    return old, a


@njit
def laplacian_grid(n, m):
    g = np.zeros((n, m))
    for i, j in np.ndindex(n, m):
        g[i, j] = 4.0 * i - j
    return g


@njit
def argmax_position(a):
    best = a.flat[0]
    where = (0, 0)
    for idx, v in np.ndenumerate(a):
        if v > best:
            best = v
            where = idx
    return where, best


@njit
def nditer_print(a):
    for x in np.nditer(a):
        print(x)


@njit
def count_cells(shape):
    n = 0
    for _ in np.ndindex(shape):
        n += 1
    return n


m = np.arange(6.0).reshape(2, 3)
print(flat_sum(m), flat_sum(np.arange(5, dtype=np.int32)), flat_sum(np.zeros((0, 2))))
print(flat_sum(m[:, ::-1]), flat_sum(np.array([True, True, False])))
print(flat_poke(m.copy(), 4, -1.0))
print(flat_poke(np.arange(4, dtype=np.int64).reshape(2, 2), 0, 40))
print(laplacian_grid(3, 2))
print(argmax_position(np.array([[1, 9, 2], [7, 3, 9]])))
print(argmax_position(np.array([[0.5], [2.5]], dtype=np.float32)))
nditer_print(m)
nditer_print(np.arange(3, dtype=np.int32))
print(count_cells((2, 3)), count_cells((4, 0)))

for x in m.flat:
    print(x, end=" ")
print()
for x in m.T.flat:
    print(x, end=" ")
print()
print(m.flat[5], m.flat[-1], m.T.flat[1])
m.flat[0] = 100
print(m)
m.flat = 3
print(m)
m.flat = np.array([1, 2, 3, 4])
print(m)
b = np.zeros(5, dtype=np.int32)
b.flat = np.array([1.5, 2.5])
print(b)
for idx in np.ndindex(2, 2, 2):
    print(idx, end=" ")
print()
for idx in np.ndindex(3):
    print(idx, end=" ")
print()
for idx in np.ndindex(()):
    print(idx)
for idx in np.ndindex(0, 4):
    print("never", idx)
for idx, v in np.ndenumerate(np.array([[True, False], [False, True]])):
    print(idx, v)
for idx, v in np.ndenumerate(np.array([-1.5, 2.0])):
    print(idx, v)
for x in np.nditer(np.array([[1, 2], [3, 4]], dtype=np.int32)):
    print(x, end=" ")
print()
