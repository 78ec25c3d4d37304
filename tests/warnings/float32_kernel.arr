# -Wfloat64-in-float32-kernel: float64 arithmetic where the arrays are
# float32, reported once where the promotion happens.
# FLAGS: -Wall -Wno-host-array-to-kernel
import math
import numpy as np
from numba import cuda, vectorize


@cuda.jit
def scale(out, x):
    i = cuda.grid(1)
    if i < x.size:
        out[i] = x[i] * 2.0 + 1.0  # WARNING 13:18: '*' computes in float64 in float32 GPU code 'scale': a float32 operand is promoted by a float64 constant [-Wfloat64-in-float32-kernel]


@cuda.jit
def ramp(out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = out[i] * i  # WARNING 20:18: promoted by an integer operand [-Wfloat64-in-float32-kernel]


@cuda.jit
def good(out, x):
    i = cuda.grid(1)
    if i < x.size:
        out[i] = x[i] * np.float32(2.0) + math.sqrt(x[i])


@cuda.jit
def wide(out, x):
    i = cuda.grid(1)
    if i < x.size:
        out[i] = x[i] * 2.0  # float64 arrays: no warning


@vectorize(["float32(float32)"])
def half(v):
    return v * 0.5  # WARNING 39:12: in float32 ufunc 'half' [-Wfloat64-in-float32-kernel]


x = np.arange(4, dtype=np.float32)
out = np.zeros_like(x)
scale[1, 4](out, x)
ramp[1, 4](out)
good[1, 4](out, x)
xd = np.arange(4, dtype=np.float64)
outd = np.zeros_like(xd)
wide[1, 4](outd, xd)
print(out, outd, half(x))
