# -Whost-array-to-kernel: NumPy arrays passed to a launch are copied to the
# device and back at every launch; device arrays are not.
# FLAGS: -Wall
import numpy as np
from numba import cuda


@cuda.jit
def add_one(a, n):
    i = cuda.grid(1)
    if i < n:
        a[i] += 1


a = np.zeros(8, dtype=np.int64)
add_one[1, 8](a, 8)  # WARNING 16:15: host array passed to kernel 'add_one' is copied to the device and back at every launch [-Whost-array-to-kernel]
d = cuda.to_device(a)
for k in range(3):
    add_one[1, 8](d, 8)
print(a, d.copy_to_host())
