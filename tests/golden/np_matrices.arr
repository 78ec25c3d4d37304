# np.eye, np.identity, np.diag, np.tri, np.tril, np.triu, their index
# functions, np.vander and np.fill_diagonal, in host code and in @njit:
# k above and below the diagonal, non-square shapes, several dtypes,
# empty and 1x1 matrices.
import numpy as np
from numba import njit


@njit
def made_jit(n, k):
    print(np.eye(n))
    print(np.eye(n, n + 1, k))
    print(np.eye(n, dtype=np.int32))
    print(np.identity(n))
    print(np.tri(n, n + 1, k))
    print(np.tri(n))


def made_host(n, k):
    print(np.eye(n))
    print(np.eye(n, n + 1, k))
    print(np.eye(n, dtype="i4"))
    print(np.eye(N=n, M=2, k=-k, dtype=bool))
    print(np.identity(n, dtype=np.float32))
    print(np.tri(n, n + 1, k))
    print(np.tri(n, k=-1, dtype=np.int64))


for n, k in ((3, 1), (1, 0), (0, 0), (4, -2)):
    made_jit(n, k)
    made_host(n, k)


@njit
def diag_jit(v, m, k):
    return np.diag(v), np.diag(v, k), np.diag(m), np.diag(m, -k), np.tril(m), np.triu(m, k), np.tril(m, -k)


def diag_host(v, m, k):
    return np.diag(v), np.diag(v, k=k), np.diag(m), np.diag(m, k=-k), np.tril(m), np.triu(m, k=k), np.tril(m, -k)


for dt in (np.int64, np.float32, np.bool_):
    v = np.array([1, -2, 3]).astype(dt)
    m = (np.arange(12).reshape(3, 4) - 5).astype(dt)
    j1, j2, j3, j4, j5, j6, j7 = diag_jit(v, m, 1)
    h1, h2, h3, h4, h5, h6, h7 = diag_host(v, m, 1)
    print(j1, j2, j3, j4)
    print(j5, j6, j7)
    print((j1 == h1).all(), (j2 == h2).all(), (j3 == h3).all(), (j4 == h4).all(), (j5 == h5).all(),
          (j6 == h6).all(), (j7 == h7).all(), j1.dtype, h7.dtype)

v32 = np.array([4, -5], dtype=np.int32)
print(np.diag(v32), np.diag(v32, k=-1).dtype, np.triu(np.ones((2, 3), dtype=np.int32)))
print(np.diag(np.zeros(0)), np.diag(np.array([5.5])), np.diag(np.ones((2, 5)), 3), np.diag(np.ones((2, 5)), 7))
print(np.triu(np.arange(1, 5)))
print(np.tril(np.arange(24).reshape(2, 3, 4), 1))


@njit
def indices_jit(n, m):
    print(np.tril_indices(n))
    print(np.triu_indices(n, 1))
    print(np.tril_indices(n, -1, n + 1))
    print(np.tril_indices_from(m))
    print(np.triu_indices_from(m, -1))


def indices_host(n, m):
    print(np.tril_indices(n))
    print(np.triu_indices(n, k=1))
    print(np.tril_indices(n, -1, m=n + 1))
    print(np.tril_indices_from(m))
    print(np.triu_indices_from(m, k=-1))


indices_jit(3, np.ones((2, 4)))
indices_host(3, np.ones((2, 4)))
indices_host(0, np.ones((1, 1)))
sym = np.zeros((4, 4))
rows, cols = np.triu_indices(4, 1)
for i in range(rows.size):
    sym[rows[i], cols[i]] = i + 1.0
print(sym + sym.T)


@njit
def vander_jit(x):
    return np.vander(x), np.vander(x, 2), np.vander(x, 4, True)


for x in (np.array([1, 2, 3]), np.array([0.5, -1.5])):
    j1, j2, j3 = vander_jit(x)
    print(j1, j2, j3)
    print(j1.dtype, (j1 == np.vander(x)).all(), (j2 == np.vander(x, N=2)).all(),
          (j3 == np.vander(x, 4, increasing=True)).all())
for x in (np.array([1, 2], dtype=np.int32), np.array([1.5, 2.0], dtype=np.float32), np.array([True, False])):
    print(np.vander(x, increasing=True), np.vander(x).dtype)
print(np.vander(np.zeros(0)), np.vander(np.array([3]), 0))


@njit
def fill_jit(a, v):
    np.fill_diagonal(a, v)
    return a


def fill_host(a, v, wrap):
    np.fill_diagonal(a, v, wrap=wrap)
    return a


print(fill_jit(np.zeros((3, 3)), 5))
print(fill_jit(np.zeros((2, 4), dtype=np.int32), 7.9))
print(fill_jit(np.zeros((3, 3, 3)), -1)[2])
print(fill_host(np.zeros((3, 3)), 5, False))
print(fill_host(np.zeros((7, 3), dtype=np.int64), 1, True))
print(fill_host(np.zeros((7, 3)), np.array([1.0, 2.0]), False))
print(fill_host(np.ones((4, 4), dtype=bool), 0, False))
