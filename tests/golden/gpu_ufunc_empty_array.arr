# GPU: cuda-target ufuncs on empty arrays (1-D and 3x0) give empty results; on the GPU nothing is launched (a grid of zero blocks is refused), beside a one-element call that is.
import numpy as np
from numba import vectorize, float64


@vectorize([float64(float64, float64)], target='cuda')
def hyp(a, b):
    return (a * a + b * b) ** 0.5


x = np.zeros(0)
r = hyp(x, x)
print(r, r.shape, r.dtype)
y = np.zeros((3, 0))
print(hyp(y, y).shape)
print(hyp(np.array([3.0]), np.array([4.0])))
