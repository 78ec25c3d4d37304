# Float // and % in kernels, device functions and a target='cuda' ufunc
# follow Python's rules, signed zeros included: angles wrapped into
# [0, 360) and (-180, 180], time stamps split into whole periods and the
# rest, and a histogram bin index from a float division.
import numpy as np
from numba import cuda, vectorize


@cuda.jit(device=True)
def wrap_signed(deg):
    w = (deg + 180.0) % 360.0 - 180.0
    return w


@cuda.jit
def wrap_angles(deg, unsigned, signed, turns):
    i = cuda.grid(1)
    if i < deg.size:
        unsigned[i] = deg[i] % 360.0
        signed[i] = wrap_signed(deg[i])
        turns[i] = deg[i] // 360.0


@cuda.jit
def split_time(t, period, whole, rest):
    i = cuda.grid(1)
    if i < t.size:
        whole[i] = t[i] // period
        rest[i] = t[i] % period


@cuda.jit
def signs(a, b, q, r):
    i = cuda.grid(1)
    if i < a.size:
        q[i] = a[i] // b[i]
        r[i] = a[i] % b[i]


@vectorize(['float64(float64, float64)', 'float32(float32, float32)'], target='cuda')
def fmod_python(x, y):
    return x % y


deg = np.array([-725.5, -360.0, -180.0, -0.0, 0.0, 45.25, 180.0, 359.75, 360.0, 1e6 + 0.5])
unsigned = np.zeros(deg.size)
signed = np.zeros(deg.size)
turns = np.zeros(deg.size)
wrap_angles[2, 8](deg, unsigned, signed, turns)
print(unsigned)
print(signed)
print(turns)

t = np.linspace(-3.0, 3.0, 13)
whole = np.zeros(t.size)
rest = np.zeros(t.size)
split_time[1, 16](t, 0.75, whole, rest)
print(whole)
print(rest)
split_time[1, 16](t, -1.5, whole, rest)
print(whole)
print(rest)

a = np.array([-3.0, 3.0, -0.0, 0.0, -0.25, 0.25, 7.0, -7.0, 1e17, 5.5, 1.0, -1.0])
b = np.array([3.0, -3.0, 0.5, -0.5, -2.5, 2.5, 0.1, 0.1, 3.0, np.inf, 0.0, 0.0])
q = np.zeros(a.size)
r = np.zeros(a.size)
signs[1, 16](a, b, q, r)
print(q)
print(r)
print(fmod_python(a[:10], b[:10]))
print(fmod_python(a[:10].astype(np.float32), np.float32(-0.75)))
