# GPU: copy_to_host of non-contiguous device views (a column, rows reversed with every other column); on the GPU the view's byte extent comes to the host and its elements are taken through its strides.
import numpy as np
from numba import cuda

a = np.arange(12, dtype=np.float64).reshape(4, 3)
d = cuda.to_device(a)
print(d[:, 1].copy_to_host())
print(d[::-1, ::2].copy_to_host())
col = d[:, 2]
print(col.copy_to_host().sum(), col.shape)
