# A least-squares line and polynomial fit set up as NumPy tutorials write
# it: a design matrix from np.column_stack with a column of ones, the
# normal equations from its transpose, a Vandermonde matrix for a
# quadratic, batches of a data set from np.array_split, and a tridiagonal
# matrix from np.diag solved by the Thomas algorithm in @njit.
import numpy as np
from numba import njit

x = np.linspace(0.0, 4.0, num=9)
y = 2.5 * x - 1.0 + np.array([0.1, -0.2, 0.05, 0.0, 0.15, -0.1, 0.2, -0.05, 0.0])
X = np.column_stack((np.ones_like(x), x))
print(X.shape)
print(X[:3])
XtX = X.T @ X
Xty = X.T @ y
print(XtX)
print(Xty)
det = XtX[0, 0] * XtX[1, 1] - XtX[0, 1] * XtX[1, 0]
b0 = (XtX[1, 1] * Xty[0] - XtX[0, 1] * Xty[1]) / det
b1 = (XtX[0, 0] * Xty[1] - XtX[1, 0] * Xty[0]) / det
print(round(b0, 6), round(b1, 6))

V = np.vander(x, 3, increasing=True)
print(V[-2:])
print((V[:, :2] == X).all())


@njit
def batch_means(data, nbatches):
    means = np.empty(nbatches)
    for i, batch in enumerate(np.array_split(data, nbatches)):
        means[i] = batch.mean()
    return means


data = np.arange(1.0, 24.0)
print(batch_means(data, 5))
for batch in np.array_split(data.reshape(-1, 1), 4):
    print(batch.shape[0], batch.ravel())
train, test = np.split(data, [18])
print(train.size, test)


@njit
def thomas(lower, diag, upper, rhs):
    n = diag.size
    c = np.zeros(n)
    d = np.zeros(n)
    c[0] = upper[0] / diag[0]
    d[0] = rhs[0] / diag[0]
    for i in range(1, n):
        m = diag[i] - lower[i - 1] * c[i - 1]
        if i < n - 1:
            c[i] = upper[i] / m
        d[i] = (rhs[i] - lower[i - 1] * d[i - 1]) / m
    out = np.zeros(n)
    out[n - 1] = d[n - 1]
    for i in range(n - 2, -1, -1):
        out[i] = d[i] - c[i] * out[i + 1]
    return out


n = 6
main = np.full(n, 2.0)
off = np.full(n - 1, -1.0)
A = np.diag(main) + np.diag(off, k=1) + np.diag(off, k=-1)
print(A)
rhs = np.ones(n)
sol = thomas(off, main, off, rhs)
print(sol)
print(A @ sol)
print(np.triu(A, 1).sum(), np.tril(A).sum(), np.diag(A, -1))
