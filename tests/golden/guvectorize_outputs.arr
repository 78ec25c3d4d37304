# Gufuncs of several outputs: per-row mean and standard deviation in one
# pass '(n)->(),()' (Welford's method), and a split into the running
# minimum and maximum '(n)->(n),(n)'. The results come back as a tuple;
# outputs given by position, as an out= tuple, or some of them only.
import math
import numpy as np
from numba import guvectorize, float32, float64


@guvectorize([(float64[:], float64[:], float64[:]), (float32[:], float32[:], float32[:])], '(n)->(),()')
def mean_std(x, mean, std):
    m = 0.0
    s = 0.0
    for i in range(x.shape[0]):
        delta = x[i] - m
        m += delta / (i + 1)
        s += delta * (x[i] - m)
    mean[0] = m
    std[0] = math.sqrt(s / x.shape[0]) if x.shape[0] > 0 else math.nan


@guvectorize(['void(int64[:], int64[:], int64[:])', 'void(float64[:], float64[:], float64[:])'], '(n)->(n),(n)',
             target='parallel')
def running_extremes(x, lo, hi):
    if x.shape[0] == 0:
        return
    lo[0] = x[0]
    hi[0] = x[0]
    for i in range(1, x.shape[0]):
        lo[i] = min(lo[i - 1], x[i])
        hi[i] = max(hi[i - 1], x[i])


data = np.array([[2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0], [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]])
m, s = mean_std(data)
print(m, s)
print(mean_std(np.arange(5.0)))
r = mean_std(data.astype(np.float32))
print(r[0].dtype, r[0], r[1])
means = np.zeros(2)
stds = np.zeros(2)
mean_std(data, means, stds)
print(means, stds)
res = mean_std(data * 2, out=(means, stds))
print(res[0] is means, res[1] is stds, means, stds)
m2, s2 = mean_std(data[:, :4], means)
print(m2 is means, means, s2)
print(mean_std(np.zeros((3, 0)))[1], mean_std(np.zeros((0, 4)))[0].shape)

walk = np.array([3, 1, 4, 1, 5, 9, 2, 6, 5, 3])
lo, hi = running_extremes(walk)
print(lo.dtype, lo, hi)
lo, hi = running_extremes(np.stack([walk, walk[::-1]]).astype(np.float64))
print(lo)
print(hi)
print(running_extremes(np.zeros((2, 0)))[0].shape)
rng = np.random.default_rng(5)
big = rng.random((300, 50))
blo, bhi = running_extremes(big)
print(np.array_equal(blo[7], np.minimum.accumulate(big[7])), np.array_equal(bhi[299], np.maximum.accumulate(big[299])))
print(np.all(blo[:, -1] == big.min(axis=1)), np.all(bhi[:, -1] == big.max(axis=1)))
