# In-place operators on arrays (§6.4): a += b, -=, *=, /= with scalars, a same-shape array, a broadcast row and a column, on views and in @njit; int arrays with int operands.
import numpy as np
from numba import njit


@njit
def accumulate(m, row, col):
    m += row
    m *= 2.0
    m -= col
    return m


@njit
def scale_rows(m, k):
    for i in range(m.shape[0]):
        m[i] *= k[i]


a = np.zeros((3, 4))
a += 1.0
print(a)
a += np.arange(4.0)
print(a)
a *= np.array([[1.0], [10.0], [100.0]])
print(a)
a /= 2.0
print(a)
a -= a[0]
print(a)

v = np.arange(6.0)
v[1:4] += 100.0
print(v)
v[::2] *= -1.0
print(v)

i = np.arange(8)
i += 3
i *= 2
i -= np.arange(8)
print(i)
i //= 3
print(i)

m = np.ones((2, 3))
print(accumulate(m, np.array([1.0, 2.0, 3.0]), np.array([[0.5], [1.5]])))
print(m)
s = np.arange(6.0).reshape((2, 3))
scale_rows(s, np.array([10.0, -1.0]))
print(s)
