# Reductions (§6.4): np.sum, np.prod, np.mean, np.min, np.max, np.argmin, np.argmax, np.all, np.any and method forms; axis= for sum, mean, min, max on 2-D arrays (host code), and the forms Numba has in @njit.
import numpy as np
from numba import njit


@njit
def whole(a):
    return np.sum(a), np.prod(a), np.mean(a), np.min(a), np.max(a), np.argmin(a), np.argmax(a)


@njit
def sums_by_axis(a):
    return np.sum(a, axis=0), a.sum(axis=1)


@njit
def flags(a):
    return np.all(a > 0), np.any(a > 10), (a < 0).any(), (a != 0).all()


a = np.array([[3.0, -1.0, 4.0, 1.5],
              [5.0, 9.0, -2.5, 6.0],
              [2.0, 7.0, 1.0, 8.0]])
ai = np.array([[4, 1, 7], [2, 9, 3]])

print(np.sum(a), a.sum(), np.prod(ai), ai.prod())
print(np.mean(a), a.mean(), np.mean(ai))
print(np.min(a), np.max(a), a.min(), a.max(), np.min(ai), np.max(ai))
print(np.argmin(a), np.argmax(a), a.argmin(), a.argmax(), np.argmax(ai))
print(np.sum(a, axis=0))
print(np.sum(a, axis=1))
print(a.sum(axis=0))
print(np.sum(ai, axis=0), np.sum(ai, axis=1))
print(np.mean(a, axis=0))
print(np.mean(a, axis=1))
print(np.mean(ai, axis=0))
print(np.min(a, axis=0), np.min(a, axis=1))
print(np.max(a, axis=0), np.max(a, axis=1))
print(a.min(axis=1), a.max(axis=0))
print(np.min(ai, axis=1), np.max(ai, axis=0))
print(np.all(a > -3.0), np.all(a > 0), np.any(a > 8.5), np.any(a > 9.0))
print((ai > 0).all(), (ai > 8).any())

s, p, m, lo, hi, imin, imax = whole(a)
print(s, p, m, lo, hi, imin, imax)
s, p, m, lo, hi, imin, imax = whole(ai)
print(s, p, m, lo, hi, imin, imax)
print(whole(np.array([2.5, 0.5, 4.0])))
c0, c1 = sums_by_axis(a)
print(c0, c1)
print(flags(a))
print(flags(ai))
# a 1-D view and a column
print(np.sum(a[:, 1]), np.argmax(a[:, 1]), np.min(a[1]), np.argmin(a[1, ::-1]))
