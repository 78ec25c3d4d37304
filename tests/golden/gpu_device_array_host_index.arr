# GPU: host code indexes, assigns, iterates, unpacks and prints device arrays (on the GPU path each element read or written, and each printed array, is copied between the device and the host; the host never touches device memory).
import numpy as np
from numba import cuda

a = np.arange(12, dtype=np.float64).reshape(4, 3)
d = cuda.to_device(a)
print(d[1, 2], d[3][0])
x = d[2, 1] + 1.0
print(x)
d[0, 0] = 100.0
d[3][2] = -1.0
print(d)
for v in d[0]:
    print(v)
flags = cuda.to_device(np.array([True, False, True]))
print(flags[1], flags[2], flags)
print(len(d), d.shape, a[0, 0])
print(d[1], d[:, 1])
p, q, r = d[2]
print(p, q, r)
