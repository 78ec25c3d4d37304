import numpy as np
from numba import cuda


def host_only(x):
    return x + 1


@cuda.reduce
def bad_reduce(a, b):
    return host_only(a) + b


@cuda.reduce
def sum_reduce(a, b):
    return a + b


@cuda.jit
def fill(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] = i


@cuda.jit
def calls_host(a):
    a[0] = host_only(a[0])


a = np.zeros(10)
print(bad_reduce(a))
print(sum_reduce(np.zeros((2, 2))))
print(sum_reduce(a, unknown=1))
fill.forall(2.5)(a)
d = cuda.to_device(a)
d.copy_to_device(np.zeros(10, dtype=np.int32))
print(cuda.as_cuda_array(a))
print(cuda.to_device("text"))
with cuda.gpus:
    pass
calls_host[1, 1](a)
# ERROR 11:12: jitted function 'bad_reduce' cannot call 'host_only', which is a plain (host) function
# ERROR 33:7: only support 1D array
# ERROR 34:7: reduction 'sum_reduce' got an unexpected keyword argument 'unknown'
# ERROR 35:1: forall() takes an int ntasks, not float64
# ERROR 37:1: incompatible dtype: float64 vs. int32
# ERROR 38:7: *obj* doesn't implement the cuda array interface
# ERROR 39:7: to_device() needs an array, or a list or tuple of numbers, not unicode_type
# ERROR 40:6: DeviceList does not support the context manager protocol
# ERROR 28:12: GPU function 'calls_host' cannot call 'host_only'
