# GPU: kernel.forall(n)(args) launches (1-D grid kernels, sizes not divisible by any block size, one task, no task, tpb= and stream=), kernel.specialize, explicit signatures as strings and as numba types, a device function with a signature that returns a value, and cuda.jit's tuning options.
import numpy as np
from numba import cuda, void, float32, int32, float64


@cuda.jit
def saxpy(out, a, x, y):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a * x[i] + y[i]


@cuda.jit('void(float32[:], int32)')
def scale_f32(v, k):
    i = cuda.grid(1)
    if i < v.size:
        v[i] *= k


@cuda.jit(void(int32[:], int32))
def add_int(v, k):
    i = cuda.grid(1)
    if i < v.shape[0]:
        v[i] += k


@cuda.jit('float64(float64, float64)', device=True)
def hypot2(x, y):
    return x * x + y * y


@cuda.jit(float32(float32), device=True)
def half(x):
    return x / float32(2)


@cuda.jit(debug=False, fastmath=False, opt=True)
def norms(out, xs, ys):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = hypot2(xs[i], ys[i])


@cuda.jit
def halves(v):
    for i in range(cuda.grid(1), v.size, cuda.gridsize(1)):
        v[i] = half(v[i])


for n in (1, 7, 130, 1000):
    x = np.arange(n, dtype=np.float64)
    y = np.ones(n, dtype=np.float64)
    out = np.zeros(n, dtype=np.float64)
    saxpy.forall(n)(out, 2.0, x, y)
    print(n, out[:3], out[-1], out.sum())

# forall of nothing launches nothing.
empty = np.zeros(0, dtype=np.float64)
saxpy.forall(0)(empty, 2.0, empty, empty)
print("empty", empty.shape)

v = np.arange(10, dtype=np.float32)
scale_f32.forall(v.size, tpb=3)(v, 3)
print(v)
iv = np.arange(-5, 5, dtype=np.int32)
d_iv = cuda.to_device(iv)
stream = cuda.stream()
add_int.forall(iv.size, 4, stream)(d_iv, 100)
stream.synchronize()
print(d_iv.copy_to_host())

xs = np.linspace(0.0, 1.0, 33)
ys = xs[::-1].copy()
res = np.empty_like(xs)
norms.forall(xs.size)(res, xs, ys)
print(np.round(res[:4], 6), np.round(res.sum(), 6))

h = np.arange(9, dtype=np.float32)
halves.forall(h.size, tpb=2)(h)
print(h)

# specialize gives the kernel for these argument types, launched as any.
s = saxpy.specialize(out, 2.0, x, y)
s.forall(x.size)(out, 3.0, x, y)
print(out[:5])
s[4, 256](out, 1.0, x, y)
print(out[-3:])
