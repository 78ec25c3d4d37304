# GPU: @cuda.reduce reductions (a binary function called on a 1-D array): sums, maxima and a product over int32, int64, float32 and float64 arrays, host and device arrays, init=, res= into a device array, one element and no element, and the result beside a kernel's own reduction.
import numpy as np
from numba import cuda


@cuda.reduce
def sum_reduce(a, b):
    return a + b


@cuda.reduce
def max_reduce(a, b):
    return a if a > b else b


@cuda.reduce
def prod_reduce(a, b):
    return a * b


@cuda.jit
def square(v):
    i = cuda.grid(1)
    if i < v.size:
        v[i] = v[i] * v[i]


for dt in (np.int32, np.int64, np.float32, np.float64):
    a = np.arange(1, 1001, dtype=dt)
    print(dt.__name__, sum_reduce(a), max_reduce(a), sum_reduce(a, init=5))

# Integer-valued floats keep the sums exact, whatever the order.
x = (np.arange(777) % 13).astype(np.float64)
d_x = cuda.to_device(x)
square[4, 256](d_x)
print(sum_reduce(d_x), np.sum(d_x.copy_to_host()))

res = cuda.to_device(np.zeros(1, dtype=np.float64))
sum_reduce(d_x, res=res)
print(res.copy_to_host())
res_host = np.zeros(1, dtype=np.int64)
max_reduce(np.array([4, -2, 17, 3], dtype=np.int64), res=res_host)
print(res_host)

print(prod_reduce(np.array([1.5, 2.0, 4.0]), init=1.0))
print(prod_reduce(np.array([3], dtype=np.int64), init=1))
print(sum_reduce(np.array([42.0])))
print(max_reduce(np.array([-7.5]), init=-100.0))
print(sum_reduce(np.zeros(0), init=0.0))
print(max_reduce(np.zeros(0, dtype=np.float32), init=np.float32(-1)))
# The left fold in the array's dtype, as the simulator computes it.
print(sum_reduce(np.full(10, 0.1, dtype=np.float32)), sum_reduce(np.full(10, 0.1)))
