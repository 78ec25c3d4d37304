# A gufunc of target='cuda': row statistics '(n)->()' and a per-row
# normalization '(n),()->(n)' over a batch of signals, float32 and float64
# loops, a device function called from the kernel, sizes not divisible by
# a block, an empty batch and a one-row batch. (The oracle runs it with
# target='cpu': Numba 0.56's CUDA simulator has no gufuncs; the numbers
# are the same.)
import math
import numpy as np
from numba import cuda, guvectorize


@cuda.jit(device=True)
def square(x):
    return x * x


@guvectorize(['void(float32[:], float32[:])', 'void(float64[:], float64[:])'], '(n)->()', target='cuda')
def rms(x, res):
    acc = 0.0
    for i in range(x.shape[0]):
        acc += square(x[i])
    res[0] = math.sqrt(acc / x.shape[0]) if x.shape[0] > 0 else 0.0


@guvectorize(['void(float64[:], float64, float64[:])'], '(n),()->(n)', target='cuda')
def normalize(x, scale, out):
    lo = x[0]
    hi = x[0]
    for i in range(1, x.shape[0]):
        lo = min(lo, x[i])
        hi = max(hi, x[i])
    span = hi - lo
    for i in range(x.shape[0]):
        out[i] = scale * (x[i] - lo) / span if span > 0 else 0.0


signals = np.sin(np.arange(1000 * 37, dtype=np.float64).reshape(1000, 37) * 0.01)
r = rms(signals)
print(r.dtype, r.shape, np.round(r[:5], 6), round(float(r.sum()), 4))
r32 = rms(signals.astype(np.float32))
print(r32.dtype, np.round(r32[-3:], 4))
print(rms(np.arange(5.0)), rms(np.zeros((0, 4))).shape, rms(np.ones((1, 1))))
n = normalize(signals[:3, :6], 10.0)
print(np.round(n, 4))
out = np.empty((257, 5))
normalize(np.arange(257 * 5, dtype=np.float64).reshape(257, 5) % 7, 1.0, out)
print(np.round(out[250:], 4), out.sum())
print(normalize(np.ones((2, 3)), 2.0))


@guvectorize(['void(float64[:], float64[:], float64[:], float64[:])'], '(n),(n)->(),()', target='cuda')
def dot_and_cos(x, y, dot, cos):
    d = 0.0
    nx = 0.0
    ny = 0.0
    for i in range(x.shape[0]):
        d += x[i] * y[i]
        nx += x[i] * x[i]
        ny += y[i] * y[i]
    dot[0] = d
    cos[0] = d / math.sqrt(nx * ny) if nx > 0 and ny > 0 else 0.0


# Two loop dimensions, one operand broadcast along both, two outputs.
batch = np.arange(4 * 5 * 6, dtype=np.float64).reshape(4, 5, 6) % 11 - 5
ref = np.array([1.0, -1.0, 2.0, 0.5, 0.0, 3.0])
d, c = dot_and_cos(batch, ref)
print(d.shape, d[3], np.round(c[0], 5))
print(np.round(rms(batch)[1:3], 5))
