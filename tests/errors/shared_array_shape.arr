from numba import cuda, float32
import numpy as np

@cuda.jit
def k(a, n):
    s = cuda.shared.array(n, dtype=float32)
    s[0] = a[0]

a = np.zeros(4, dtype=np.float32)
k[1, 4](a, 4)
# ERROR 6:9: 'numba.cuda.shared.array' needs a constant shape
