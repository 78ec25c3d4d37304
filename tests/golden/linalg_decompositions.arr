# Determinants, factorizations and the functions built on them: det,
# slogdet, qr (every host mode), cholesky, pinv, matrix_rank,
# matrix_power, norm (every ord, and axis= in host code), cond and roots,
# in host code and in @njit code, for float64, float32, complex128 and
# integer matrices, with 1x1 and empty inputs.
import numpy as np
from numba import njit

a = np.array([[4.0, 1.0, 2.0], [1.0, 3.0, 0.5], [2.0, 0.5, 5.0]])
g = np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.5]])
ai = np.array([[2, -1, 0], [-1, 2, -1], [0, -1, 2]])
c = np.array([[2.0 + 1.0j, 1.0 + 0j], [0.5 - 1.0j, 3.0 + 0j]])

print(np.linalg.det(a), np.linalg.det(ai), np.linalg.det(c))
print(np.linalg.det(a.astype(np.float32)), type(np.linalg.det(a.astype(np.float32))))
print(np.linalg.slogdet(a), np.linalg.slogdet(-a), np.linalg.slogdet(c))
print(np.linalg.det(np.array([[1.0, 2.0], [2.0, 4.0]])), np.linalg.slogdet(np.array([[1.0, 2.0], [2.0, 4.0]])))
print(np.linalg.det(np.zeros((0, 0))), np.linalg.det(np.array([[-7.0]])))

q, r = np.linalg.qr(g)
print(q)
print(r)
qc, rc = np.linalg.qr(g, mode='complete')
print(qc.shape, rc.shape)
print(qc)
print(np.linalg.qr(g, mode='r'))
qw, rw = np.linalg.qr(g.T)
print(qw.shape, rw.shape)
print(np.linalg.qr(c)[1])

L = np.linalg.cholesky(a)
print(L)
print(np.max(np.abs(L @ L.T - a)) < 1e-12)
print(np.linalg.cholesky(np.array([[4.0, 2.0j], [-2.0j, 5.0 + 0j]])))

print(np.linalg.pinv(g))
print(np.linalg.pinv(np.array([[1.0, 2.0], [2.0, 4.0]])))
print(np.linalg.pinv(g, 0.5))
print(np.linalg.pinv(np.zeros((0, 3))).shape)

print(np.linalg.matrix_rank(a), np.linalg.matrix_rank(np.array([[1.0, 2.0], [2.0, 4.0]])),
      np.linalg.matrix_rank(np.zeros((3, 3))), np.linalg.matrix_rank(np.array([1.0, 0.0])),
      np.linalg.matrix_rank(g, 1.0), np.linalg.matrix_rank(ai))

print(np.linalg.matrix_power(a, 0))
print(np.linalg.matrix_power(a, 3))
print(np.linalg.matrix_power(ai, 6))
print(np.linalg.matrix_power(a, -2))
print(np.linalg.matrix_power(c, 7))

v = np.array([3.0, -4.0, 0.0, 1.5])
for o in [None, 1, 2, 3, 0.5, np.inf, -np.inf, 0, -1]:
    print(o, np.linalg.norm(v, o))
for o in [None, 'fro', 'nuc', 1, -1, 2, -2, np.inf, -np.inf]:
    print(o, np.linalg.norm(g, o))
print(np.linalg.norm(g, axis=0), np.linalg.norm(g, axis=1), np.linalg.norm(g, 1, axis=0), np.linalg.norm(g, np.inf, 1))
print(np.linalg.norm(ai), np.linalg.norm(c), np.linalg.norm(np.zeros(0)), np.linalg.norm(a.astype(np.float32)))
print(np.linalg.norm(np.arange(20.0)), np.linalg.norm(np.arange(20.0), 1))

print(np.linalg.cond(a), np.linalg.cond(a, 1), np.linalg.cond(a, np.inf), np.linalg.cond(a, 'fro'), np.linalg.cond(a, -2))
print(np.roots(np.array([1.0, -6.0, 11.0, -6.0])))
print(np.roots(np.array([0.0, 2.0, -4.0, 0.0, 0.0])), np.roots(np.array([5.0])), np.roots(np.array([1, -3, 2])))
print(np.roots(np.array([1.0 + 0j, 0j, 1.0 + 0j])))


@njit
def jit_all(a, g, v):
    print(np.linalg.det(a))
    print(np.linalg.slogdet(a))
    q, r = np.linalg.qr(g)
    print(q)
    print(r)
    print(np.linalg.cholesky(a))
    print(np.linalg.matrix_rank(a))
    print(np.linalg.matrix_power(a, 3))
    print(np.linalg.norm(v), np.linalg.norm(v, 1), np.linalg.norm(v, np.inf), np.linalg.norm(v, 0))
    print(np.linalg.norm(g), np.linalg.norm(g, 1), np.linalg.norm(g, np.inf), np.linalg.norm(g, -np.inf))
    print(np.linalg.cond(a), np.linalg.cond(a, 1))
    print(np.trace(a))


jit_all(a, g, v)


@njit
def jit_roots(p):
    return np.roots(p)


print(jit_roots(np.array([1.0, -6.0, 11.0, -6.0])))


@njit
def jit_pinv(x):
    return np.linalg.pinv(x)


print(np.max(np.abs(jit_pinv(g) - np.linalg.pinv(g))) < 1e-12)

try:
    np.linalg.cholesky(np.array([[1.0, 2.0], [2.0, 1.0]]))
except np.linalg.LinAlgError as e:
    print("LinAlgError:", e)
try:
    np.linalg.det(g)
except np.linalg.LinAlgError as e:
    print("LinAlgError:", e)
try:
    np.linalg.inv(v)
except np.linalg.LinAlgError as e:
    print("LinAlgError:", e)
try:
    np.linalg.norm(v, 'fro')
except ValueError as e:
    print("ValueError:", e)
