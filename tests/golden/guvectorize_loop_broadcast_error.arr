# Loop dimensions that do not broadcast (3 stacks of matrices against 2):
# NumPy's iterator error with the remapped shapes.
import numpy as np
from numba import guvectorize


@guvectorize(['void(float64[:,:], float64[:,:], float64[:,:])'], '(m,n),(n,p)->(m,p)')
def matmul(a, b, c):
    for i in range(a.shape[0]):
        for j in range(b.shape[1]):
            acc = 0.0
            for k in range(a.shape[1]):
                acc += a[i, k] * b[k, j]
            c[i, j] = acc


print(matmul(np.ones((3, 2, 2)), np.ones((1, 2, 2))).shape)
matmul(np.ones((3, 2, 2)), np.ones((2, 2, 2)))
