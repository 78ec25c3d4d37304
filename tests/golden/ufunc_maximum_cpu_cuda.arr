# Seed 002: the elementwise maximum as a cpu ufunc (maximum_4) and a target='cuda' ufunc (maximum_5) on float32 3-D arrays, compared with np.maximum; scalar calls of the cpu ufunc.
import numpy as np
from numba import vectorize


@vectorize(['float32(float32,float32)'])
def maximum_4(a,b):
  return max(a,b)


@vectorize(['float32(float32,float32)'],target='cuda')
def maximum_5(a,b):
  return max(a,b)


np.random.seed(5)
for n in (4, 16):
    a = np.random.rand(n,n,n).astype(np.float32)
    b = np.random.rand(n,n,n).astype(np.float32)
    c = maximum_4(a,b)
    c5 = maximum_5(a,b)
    print(n, c.shape, c.dtype, c5.shape, c5.dtype)
    print(c5[n - 1, n - 1, -4:])
    print("checksum:", round(np.sum(c5.astype(np.float64)), 3))
    print("cpu == gpu:", np.all(c == c5))
    print("== np.maximum:", np.all(c == np.maximum(a, b)))

# 2-D slices and a transposed view
x = np.arange(12, dtype=np.float32).reshape((3, 4))
y = np.full((3, 4), 5.5, dtype=np.float32)
print(maximum_4(x, y))
print(maximum_5(x.T, y.T))
print(maximum_4(x[:, 1], y[:, 2]))

# scalar calls of the cpu ufunc give a scalar
print(maximum_4(np.float32(1.5), np.float32(-2.25)))
print(maximum_4(np.float32(-0.5), np.float32(0.75)))
