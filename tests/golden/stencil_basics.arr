# The examples of Numba's @stencil page, rewritten: relative indexing, the
# border, neighborhood= for a trailing moving average, out=, cval=,
# standard_indexing= and func_or_mode='constant'; 1-D, 2-D and 3-D kernels
# over several arrays and scalars, each dtype's result type, the
# decorator's call form, and arrays so small that they are all border.
import numpy as np
import numba
from numba import stencil, njit


@stencil
def kernel1(a):
    return 0.25 * (a[0, 1] + a[1, 0] + a[0, -1] + a[-1, 0])


@stencil(neighborhood=((-29, 0),))
def trailing30(a):
    cumul = 0
    for i in range(-29, 1):
        cumul += a[i]
    return cumul / 30


@stencil(neighborhood=((-4, 0),), cval=0.5)
def trailing5(a):
    return np.mean(a[-4:1])


@numba.stencil()
def diff1(a):
    return a[1] - a[-1]


@stencil(func_or_mode="constant", cval=3)
def mixed(a, b, scale, shift):
    return scale * a[0, 0, -1] + b[0, 1, 0] * a[1, 0, 0] + shift


@stencil(standard_indexing=("coeffs",))
def polyfilter(a, coeffs, n):
    acc = coeffs[0] * a[0]
    if n > 1:
        acc += coeffs[1] * (a[-1] + a[1])
    return acc


@stencil
def forward(a):
    return a[2] - a[1]


@stencil
def backward(a):
    return a[-2] * 10 + a[-1]


@stencil
def larger(a, b):
    return a[-1] + b[1]


@stencil
def both_signs(a):
    return a[0] == a[1]


def centered(a):
    return a[-1] - 2 * a[0] + a[1]


curvature = stencil(centered)
curvature_cval = stencil(cval=-5)(centered)


@njit
def smooth_series(x):
    return trailing30(x), trailing5(x)


@njit(parallel=True)
def parallel_mixed(a, b):
    return mixed(a, b, 2, 1.5)


@njit
def into(a, out):
    diff1(a, out=out)
    return out


input_arr = np.arange(100).reshape((10, 10))
output_arr = kernel1(input_arr)
print(input_arr.dtype, output_arr.dtype)
print(output_arr)
out2 = np.full(input_arr.shape, -9.0)
kernel1(input_arr, out=out2)
print(out2[0], out2[1])

series = np.sin(np.arange(40) / 4.0) * 10.0
t30, t5 = smooth_series(series)
print(np.round(t30[27:33], 6), np.round(t5[:7], 6))
print(np.round(trailing30(series)[29:31], 6))

for dt in (np.int64, np.int32, np.float32, np.float64, np.int8, np.uint16, np.bool_, np.complex128):
    a = np.arange(6).astype(dt)
    d = diff1(a)
    print(np.dtype(dt).name, d.dtype, d)

cube = np.arange(24, dtype=np.float64).reshape(2, 3, 4)
m = mixed(cube, cube * 0.5, 2, 1)
print(m.dtype, m.shape)
print(m)
pm = parallel_mixed(np.arange(60, dtype=np.int32).reshape(3, 4, 5), np.ones((3, 4, 5), dtype=np.int32))
print(pm.dtype)
print(pm[1])

c = np.array([0.5, 0.25])
print(polyfilter(np.arange(7.0), c, 1), polyfilter(np.arange(7.0), c, 2))
print(forward(np.arange(6) ** 2), backward(np.arange(6, dtype=np.int32)))
print(larger(np.arange(5), np.arange(9) * 100))
print(both_signs(np.array([1, 1, 2, 2, 2, 3])))
print(curvature(np.arange(6) ** 2), curvature_cval(np.arange(6.0) ** 2))
print(into(np.arange(5.0), np.full(5, 7.0)))

for n in (0, 1, 2, 3):
    v = np.arange(n, dtype=np.float64)
    print(n, diff1(v), forward(v), curvature_cval(v), trailing5(v))
print(kernel1(np.ones((1, 1))), kernel1(np.ones((2, 5))).sum(), kernel1(np.ones((3, 3)))[1, 1])
print(mixed(np.ones((1, 2, 2)), np.ones((1, 2, 2)), 1, 1))
