# Elementwise operators on arrays and scalars with broadcasting (§6.4): + - * / // % ** and unary -, 1-D with 1-D, 2-D with a row, a column and a scalar, int and float arrays; host code and @njit.
import numpy as np
from numba import njit


@njit
def combine(a, row, col):
    return (a + row) * 2.0 - col / 4.0


@njit
def int_ops(a, k):
    return a // k, a % k, -a, a * a + 1


a = np.arange(12.0).reshape((3, 4))
row = np.array([1.0, 2.0, 3.0, 4.0])
col = np.array([[10.0], [20.0], [30.0]])
i = np.arange(-5, 7)

print(a + row)
print(a - col)
print(a * 0.5 + 1.0)
print(2.0 ** row)
print(row ** 2)
print(a / row)
print(a // 5.0)
print(a % 5.0)
print(-row)
print(col * row)
print(i * 3)
print(i // 4)
print(i % 4)
print(i ** 2)
print(i / 4)
print(i + 0.5)
print(combine(a, row, col))
q, r, n, s = int_ops(i, 3)
print(q)
print(r)
print(n)
print(s)
print(combine(a[1:, ::2], row[:2], col[1:]))
