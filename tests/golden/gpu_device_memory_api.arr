# GPU: the device memory API of the host: to_device of lists, tuples (nested too) and NumPy scalars, device_array_like, split into views, is_c_contiguous, is_cuda_array and as_cuda_array, mapped_array(_like) and managed_array written by kernels and read by the host, `with cuda.pinned(...)` and `with cuda.mapped(a) as d`, and Numba's errors for copies between arrays of different shapes.
import numpy as np
from numba import cuda


@cuda.jit
def triple(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] *= 3


@cuda.jit
def row_sums(out, m):
    i = cuda.grid(1)
    if i < m.shape[0]:
        s = 0
        for j in range(m.shape[1]):
            s += m[i, j]
        out[i] = s


d = cuda.to_device([1.5, 2.5, 4.0])
triple.forall(3)(d)
print(d.copy_to_host())
t = cuda.to_device((7, 8, 9, 10, 11))
triple[1, 4](t)
print(t.copy_to_host(), t.copy_to_host().dtype, t.shape, t.size)
m = cuda.to_device([[1, 2, 3], [4, 5, 6]])
sums = cuda.device_array(2, dtype=np.int64)
row_sums[1, 2](sums, m)
print(m.shape, sums.copy_to_host())
@cuda.jit
def scaled(out, x):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = x[()] * i


# A NumPy scalar becomes a 0-d device array.
sc = cuda.to_device(np.float32(1.5))
print(sc.copy_to_host(), sc.shape, sc.size)
ramp = cuda.device_array(4, dtype=np.float32)
scaled[1, 4](ramp, sc)
print(ramp.copy_to_host(), cuda.to_device(np.int64(7)).copy_to_host() + 1)
one = cuda.to_device([5])
triple[1, 1](one)
print(one.copy_to_host())

# split: views of the device array, written through by kernels.
big = cuda.to_device(np.arange(10, dtype=np.float32))
parts = big.split(4)
print(len(parts), [p.size for p in parts])
triple[1, 8](parts[1])
print(big.copy_to_host())
print(big.is_c_contiguous(), parts[2].is_c_contiguous())
print(len(cuda.to_device(np.zeros(3)).split(5)))

like = cuda.device_array_like(np.zeros((2, 3), dtype=np.int16))
print(like.shape, like.dtype)
host = np.arange(4.0)
print(cuda.is_cuda_array(big), cuda.is_cuda_array(host))
alias = cuda.as_cuda_array(big)
triple[1, 16](alias)
print(big.copy_to_host()[:4])

# Host memory that kernels reach.
mp = cuda.mapped_array(6, dtype=np.int32)
mp[:] = np.arange(6)
triple[2, 4](mp)
print(mp)
mpl = cuda.mapped_array_like(host)
mpl[:] = host + 0.5
triple.forall(mpl.size)(mpl)
print(mpl)
mg = cuda.managed_array((3,), dtype=np.float64)
mg[:] = 2.0
triple[1, 3](mg)
print(mg)

a = np.arange(5, dtype=np.int64)
with cuda.pinned(a):
    d_a = cuda.to_device(a)
    triple[1, 8](d_a)
    d_a.copy_to_host(a)
print(a)
b = np.ones(4)
with cuda.mapped(b) as d_b:
    triple[1, 4](d_b)
    cuda.synchronize()
print(b)

# copy_to_device of a different shape: Numba's ValueError.
dst = cuda.device_array(5, dtype=np.float64)
dst.copy_to_device(np.ones(4))
print("not reached")
