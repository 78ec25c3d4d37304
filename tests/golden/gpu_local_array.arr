# GPU: cuda.local.array per-thread scratch (1-D int32 and float64, 2-D tuple shape): sorting a row in registers, a small stack of digits, a 2x2 matrix power.
import numpy as np
from numba import cuda, int32, float64, int64

K = 6


@cuda.jit
def sort_rows(m, out):
    r = cuda.grid(1)
    if r < m.shape[0]:
        buf = cuda.local.array(K, dtype=int32)
        for k in range(K):
            buf[k] = m[r, k]
        # insertion sort in the local array
        for k in range(1, K):
            v = buf[k]
            j = k - 1
            while j >= 0 and buf[j] > v:
                buf[j + 1] = buf[j]
                j -= 1
            buf[j + 1] = v
        for k in range(K):
            out[r, k] = buf[k]


@cuda.jit
def reverse_digits(x, out):
    i = cuda.grid(1)
    if i < x.size:
        digits = cuda.local.array(20, int64)
        n = 0
        v = x[i]
        while v > 0:
            digits[n] = v % 10
            v //= 10
            n += 1
        r = 0
        for k in range(n):
            r = r * 10 + digits[k]
        out[i] = r


@cuda.jit
def matrix_power(p, out):
    # out[i] = trace of [[1, 1], [1, 0]] ** p[i] (Lucas numbers), in a local 2x2
    i = cuda.grid(1)
    if i < p.size:
        m = cuda.local.array((2, 2), dtype=float64)
        t = cuda.local.array((2, 2), dtype=float64)
        m[0, 0] = 1.0
        m[0, 1] = 0.0
        m[1, 0] = 0.0
        m[1, 1] = 1.0
        for _ in range(p[i]):
            t[0, 0] = m[0, 0] + m[0, 1]
            t[0, 1] = m[0, 0]
            t[1, 0] = m[1, 0] + m[1, 1]
            t[1, 1] = m[1, 0]
            for a in range(2):
                for b in range(2):
                    m[a, b] = t[a, b]
        out[i] = m[0, 0] + m[1, 1]


np.random.seed(5)
m = np.random.randint(-50, 50, (10, K)).astype(np.int32)
out = np.zeros_like(m)
sort_rows[2, 8](m, out)
print(out[:3])
print("sorted:", np.all(out[:, 1:] >= out[:, :-1]), np.all(out.sum(axis=1) == m.sum(axis=1)), np.all(out.min(axis=1) == m.min(axis=1)))

x = np.array([1, 12, 345, 1000, 98765, 120034, 7, 505], dtype=np.int64)
rev = np.zeros_like(x)
reverse_digits[1, 8](x, rev)
print(rev)

p = np.arange(1, 13, dtype=np.int64)
tr = np.zeros(12)
matrix_power[2, 8](p, tr)
print(tr)
