# @cuda.jit(lineinfo=True): the PTX carries .file and .loc directives naming
# this program's lines (tests/ptx.sh checks them), and the embedded cubin its
# line table; lineinfo=False and the device function the kernel calls change
# nothing either. What the kernels compute is unchanged.
import numpy as np
from numba import cuda


@cuda.jit(device=True, lineinfo=True)
def clamp(x, lo, hi):
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x


@cuda.jit(lineinfo=True)
def saturate(a, out):
    i = cuda.grid(1)
    if i < a.shape[0]:
        out[i] = clamp(a[i] * 2.5 - 3.0, 0.0, 10.0)


@cuda.jit(lineinfo=False, max_registers=64)
def count_above(a, limit, counter):
    i = cuda.grid(1)
    if i < a.shape[0] and a[i] > limit:
        cuda.atomic.add(counter, 0, 1)


a = np.linspace(0.0, 6.0, 13)
out = np.zeros_like(a)
saturate[2, 8](a, out)
print(out)
counter = np.zeros(1, dtype=np.int64)
count_above[4, 4](out, 5.0, counter)
print(counter[0])
