# The out= keyword of ufunc calls (§5.2): writing into an existing array, into a view of a larger array, with broadcasting inputs; the call also returns the array written.
import numpy as np
from numba import vectorize


@vectorize(['float64(float64, float64)'])
def lerp_half(a, b):
    return (a + b) * 0.5


@vectorize(['int64(int64)'], target='cuda')
def square(x):
    return x * x


a = np.array([0.0, 2.0, 4.0, 6.0])
b = np.array([1.0, 1.0, 1.0, 1.0])
out = np.zeros(4)
res = lerp_half(a, b, out=out)
print(out)
print(res)
res[0] = -1.0
print(out[0])

big = np.zeros((3, 4))
lerp_half(a, 10.0, out=big[1])
print(big)
lerp_half(np.arange(3.0)[:, np.newaxis], np.arange(4.0), out=big)
print(big)

# (a strided out= view such as col[:, 1] is left out: Numba 0.56 writes it as if it were contiguous when every input is a contiguous array)
lerp_half(np.array([[100.0], [200.0]]), a, out=big[1:, :])
print(big)

sq = np.full(5, -1, dtype=np.int64)
square(np.arange(5), out=sq)
print(sq)
