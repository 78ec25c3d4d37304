# GPU: cuda.event() record/synchronize with elapsed time checked only for >= 0, cuda.stream() launches (kernel[grid, block, stream]), stream.synchronize(), cuda.synchronize().
import numpy as np
from numba import cuda


@cuda.jit
def add_one(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] += 1


stream = cuda.stream()
a = np.arange(20, dtype=np.int64)
d_a = cuda.to_device(a)

start = cuda.event()
end = cuda.event()
start.record()
add_one[2, 16, stream](d_a)
add_one[2, 16, stream](d_a)
end.record()
end.synchronize()
stream.synchronize()
ms = start.elapsed_time(end)
print("elapsed >= 0:", ms >= 0)
print(d_a.copy_to_host())

add_one[(1,), (32,)](d_a)
cuda.synchronize()
print(d_a.copy_to_host())
print("host copy unchanged:", a[:5])
