# a.tolist() in host code: nested lists of Python numbers (float32 elements become Python floats, uint64 stays unsigned, complex stays complex), of views and empty arrays, and lists the program then changes; a result computed in @njit code is turned into a list to print and to compare with a list literal.
import numpy as np
from numba import njit


@njit
def pascal(n):
    t = np.zeros((n, n), dtype=np.int64)
    for i in range(n):
        t[i, 0] = 1
        for j in range(1, i + 1):
            t[i, j] = t[i - 1, j - 1] + t[i - 1, j]
    return t


rows = pascal(5).tolist()
print(rows)
print(rows[4] == [1, 4, 6, 4, 1], sum(rows[3]))
rows[0].append(7)
print(rows[0], len(rows))
m = np.arange(24, dtype=np.float32).reshape(2, 3, 4) / 3
print(m.tolist())
print(m[:, ::2, 1].tolist(), m[1].T.tolist()[0])
print((np.array([1, 2], dtype=np.uint64) * np.uint64(4611686018427387904)).tolist(), np.zeros((0, 2)).tolist(), np.ones((2, 0)).tolist())
print(np.array([1 + 2j, 3.5j]).tolist(), np.array([True, False]).tolist(), np.linspace(0, 1, 4).tolist())
values = np.array([3, 1, 2], dtype=np.int16).tolist()
values.sort()
print(values, [v * 2 for v in values])
