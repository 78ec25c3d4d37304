# GPU: device arrays: cuda.to_device, cuda.device_array, cuda.device_array_like, .shape/.size/.dtype, copy_to_host() and copy_to_host(out) into an existing array, chained kernels on device data.
import numpy as np
from numba import cuda


@cuda.jit
def iota(out, start):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = start + i


@cuda.jit
def square_into(src, dst):
    i = cuda.grid(1)
    if i < src.size:
        dst[i] = src[i] * src[i]


@cuda.jit
def add_2d(a, b, c):
    r, k = cuda.grid(2)
    if r < c.shape[0] and k < c.shape[1]:
        c[r, k] = a[r, k] + b[r, k]


n = 12
d_a = cuda.device_array(n, dtype=np.int64)
print(d_a.shape, d_a.size, d_a.dtype)
iota[1, 16](d_a, 5)
d_b = cuda.device_array_like(d_a.copy_to_host())
square_into[2, 8](d_a, d_b)
print(d_a.copy_to_host())
print(d_b.copy_to_host())

# copy_to_host(out): into an existing host array, which is returned too
out = np.zeros(n, dtype=np.int64)
got = d_b.copy_to_host(out)
print(out[-3:], got[-3:], out.sum())

host = np.arange(6, dtype=np.float32).reshape(2, 3)
d_h = cuda.to_device(host)
print(d_h.shape, d_h.size, d_h.dtype)
d_sum = cuda.device_array((2, 3), dtype=np.float32)
add_2d[(1, 1), (2, 4)](d_h, d_h, d_sum)
add_2d[(1, 1), (2, 4)](d_sum, d_h, d_sum)
res = np.empty((2, 3), dtype=np.float32)
d_sum.copy_to_host(res)
print(res)
print("host unchanged:", host)

# a host array copied to the device is a snapshot: changing the host copy later does not change it
v = np.ones(4)
d_v = cuda.to_device(v)
v[0] = 100.0
w = cuda.device_array_like(v)
square_into[1, 4](d_v, w)
print(w.copy_to_host(), v)
