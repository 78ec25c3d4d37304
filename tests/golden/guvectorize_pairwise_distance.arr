# Pairwise Euclidean distances '(m,k),(n,k)->(m,n)' and row norms
# '(n)->()' (a scalar output, written as a one-element array as Numba
# asks), over batches of point sets (the loop dimension broadcast), in
# float64, float32 and integer data, with empty and single point sets.
import math
import numpy as np
from numba import guvectorize


@guvectorize(['void(float64[:,:], float64[:,:], float64[:,:])',
              'void(float32[:,:], float32[:,:], float32[:,:])'],
             '(m,k),(n,k)->(m,n)')
def pairwise(a, b, d):
    for i in range(a.shape[0]):
        for j in range(b.shape[0]):
            s = 0.0
            for t in range(a.shape[1]):
                diff = a[i, t] - b[j, t]
                s += diff * diff
            d[i, j] = math.sqrt(s)


@guvectorize(['void(float64[:], float64[:])', 'void(int64[:], int64[:])'], '(n)->()')
def sumsq(x, res):
    acc = 0
    for i in range(x.shape[0]):
        acc += x[i] * x[i]
    res[0] = acc


@guvectorize(['void(float64[:], float64[:])'], '(n)->()', target='parallel')
def norm(x, res):
    s = 0.0
    for i in range(x.shape[0]):
        s += x[i] * x[i]
    res[0] = math.sqrt(s)


pts = np.array([[0.0, 0.0], [3.0, 4.0], [1.0, 1.0]])
d = pairwise(pts, pts)
print(d.dtype, d.shape)
print(np.round(d, 5))
print(np.round(pairwise(pts.astype(np.float32), pts[:2].astype(np.float32)), 4))
print(pairwise(np.arange(6).reshape(3, 2), np.array([[0, 0]])))
batch = np.arange(24.0).reshape(2, 3, 4)
print(np.round(pairwise(batch, batch[0]), 3))
print(pairwise(np.zeros((0, 3)), np.ones((2, 3))).shape)
print(pairwise(np.zeros((2, 3)), np.ones((0, 3))).shape)
print(pairwise(np.ones((1, 1)), np.zeros((1, 1))))

rows = np.arange(12.0).reshape(4, 3)
print(sumsq(rows), sumsq(np.arange(4)), sumsq(np.arange(12).reshape(3, 4)))
print(sumsq(np.arange(3.0)) + 1)
print(np.round(norm(rows), 6))
print(norm(np.zeros((0, 3))).shape, norm(np.zeros((2, 0))))
print(np.round(norm(np.arange(2 * 3 * 5, dtype=np.float64).reshape(2, 3, 5)), 4))

rng = np.random.default_rng(1)
a = rng.random((200, 3))
b = rng.random((150, 3))
dist = pairwise(a, b)
print(dist.shape, round(float(dist.sum()), 6), round(float(dist.min()), 8))
print(np.allclose(norm(a), np.sqrt((a * a).sum(axis=1))))
