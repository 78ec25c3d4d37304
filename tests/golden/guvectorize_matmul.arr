# Matrix multiplication as a gufunc '(m,n),(n,p)->(m,p)', the example of
# Numba's documentation, over stacks of matrices (the loop dimensions
# broadcast as NumPy's matmul does), in int32, int64, float32 and float64
# (the loop chosen by NumPy's dispatch), with out= and the output given by
# position, and the layout written with spaces.
import numpy as np
from numba import guvectorize, int32, int64, float32, float64


@guvectorize([(int32[:, :], int32[:, :], int32[:, :]),
              (int64[:, :], int64[:, :], int64[:, :]),
              (float32[:, :], float32[:, :], float32[:, :]),
              (float64[:, :], float64[:, :], float64[:, :])],
             '(m, n),(n, p) -> (m, p)', nopython=True)
def matmul(a, b, c):
    m, n = a.shape
    p = b.shape[1]
    for i in range(m):
        for j in range(p):
            acc = 0
            for k in range(n):
                acc += a[i, k] * b[k, j]
            c[i, j] = acc


a = np.arange(6, dtype=np.int32).reshape(2, 3)
b = np.arange(12, dtype=np.int32).reshape(3, 4)
c = matmul(a, b)
print(c.dtype, c)
print(np.array_equal(c, a @ b))
print(matmul(a.astype(np.int64), b).dtype)
print(matmul(a.astype(np.int16), b.astype(np.int16)).dtype)
print(matmul(a.astype(np.uint8), b).dtype)
print(matmul(a.astype(np.float32), b.astype(np.float32)))
print(matmul(a.astype(np.float32), b.astype(np.int64)).dtype)

stack = np.arange(2 * 3 * 2 * 3, dtype=np.float64).reshape(2, 3, 2, 3)
r = matmul(stack, b.astype(np.float64))
print(r.shape, np.allclose(r[1, 2], stack[1, 2] @ b))
r2 = matmul(stack[:, :1], np.ones((1, 3, 3, 2)))
print(r2.shape, r2[1, 2])
out = np.zeros((2, 4))
matmul(a.astype(np.float64), b.astype(np.float64), out)
print(out)
out.fill(-1)
res = matmul(a.astype(np.float64), b.astype(np.float64), out=out)
print(res is out, out.sum())
# Empty and one-element loop and core dimensions.
print(matmul(np.zeros((0, 2, 3)), np.ones((3, 4))).shape)
print(matmul(np.ones((2, 0)), np.ones((0, 3))))
print(matmul(np.full((1, 1), 3.0), np.full((1, 1), 4.0)))
t = np.arange(8.0).reshape(2, 2, 2)
print(matmul(t.transpose(0, 2, 1), t))
print(matmul(t[:, ::-1], t[::-1]))
rng = np.random.default_rng(3)
x = rng.random((50, 40))
y = rng.random((40, 30))
print(np.allclose(matmul(x, y), x @ y), round(float(matmul(x, y).sum()), 6))
