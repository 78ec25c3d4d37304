# GPU: the memory spaces of kernels. cuda.const.array_like of a global
# table (a filter's coefficients, a lookup table), cuda.local.array with
# 1-D, 2-D and 3-D tuple shapes of every numeric dtype (a per-thread
# scratch matrix, a small sort), and cuda.shared.array with tuple shapes
# (a 2-D tile for a transpose, a 3-D block of partial sums). Sizes not
# divisible by the block size and a 1-element grid.
import numpy as np
from numba import cuda

COEFFS = np.array([0.25, 0.5, 0.25])
SQUARES = np.array([0, 1, 4, 9, 16, 25, 36, 49, 64, 81, 100, 121, 144, 169, 196, 225], np.int32)
TILE = 8
STENCIL = np.array([[0, 1, 0], [1, -4, 1], [0, 1, 0]], np.float32)


@cuda.jit
def smooth(x, out):
    c = cuda.const.array_like(COEFFS)
    i = cuda.grid(1)
    if 0 < i < x.size - 1:
        out[i] = c[0] * x[i - 1] + c[1] * x[i] + c[2] * x[i + 1]


@cuda.jit
def lookup(idx, out):
    table = cuda.const.array_like(SQUARES)
    i = cuda.grid(1)
    if i < idx.size:
        out[i] = table[idx[i] % table.size] + table.shape[0]


@cuda.jit
def laplacian(img, out):
    w = cuda.const.array_like(STENCIL)
    r, c = cuda.grid(2)
    if 0 < r < img.shape[0] - 1 and 0 < c < img.shape[1] - 1:
        s = 0.0
        for i in range(w.shape[0]):
            for j in range(w.shape[1]):
                s += w[i, j] * img[r + i - 1, c + j - 1]
        out[r, c] = s


@cuda.jit
def sort_rows(m, out):
    r = cuda.grid(1)
    if r < m.shape[0]:
        buf = cuda.local.array(6, dtype=np.float64)
        n = m.shape[1]
        for j in range(n):
            buf[j] = m[r, j]
        for a in range(1, n):
            v = buf[a]
            b = a - 1
            while b >= 0 and buf[b] > v:
                buf[b + 1] = buf[b]
                b -= 1
            buf[b + 1] = v
        for j in range(n):
            out[r, j] = buf[j]


@cuda.jit
def local_dtypes(out):
    i = cuda.grid(1)
    if i < out.shape[0]:
        a8 = cuda.local.array((2, 3), dtype=np.int8)
        a16 = cuda.local.array((2, 3), np.int16)
        a32 = cuda.local.array(shape=(2, 3), dtype=np.int32)
        a64 = cuda.local.array((2, 3), dtype=np.int64)
        u8 = cuda.local.array((2, 3), dtype=np.uint8)
        u16 = cuda.local.array((2, 3), dtype=np.uint16)
        u32 = cuda.local.array((2, 3), dtype=np.uint32)
        u64 = cuda.local.array((2, 3), dtype=np.uint64)
        f32 = cuda.local.array((2, 3), dtype=np.float32)
        f64 = cuda.local.array((2, 3), dtype=np.float64)
        b = cuda.local.array((2, 3), dtype=np.bool_)
        for r in range(2):
            for c in range(3):
                v = i + 3 * r + c
                a8[r, c] = v
                a16[r, c] = v * 100
                a32[r, c] = v * 10000
                a64[r, c] = v * 10000000000
                u8[r, c] = v + 200
                u16[r, c] = v + 60000
                u32[r, c] = v + 4000000000
                u64[r, c] = v
                f32[r, c] = v * 0.5
                f64[r, c] = v * 0.25
                b[r, c] = v % 2 == 0
        s = 0.0
        for r in range(2):
            for c in range(3):
                s += a8[r, c] + a16[r, c] + a32[r, c] + a64[r, c] / 10000000000 + u8[r, c] + u16[r, c]
                s += u32[r, c] - 4000000000 + u64[r, c] + f32[r, c] + f64[r, c] + b[r, c]
        out[i, 0] = s
        out[i, 1] = a8.size + a16.shape[0] + a32.shape[1]
        out[i, 2] = u8[1, 2] + u16[1, 2] % 100


@cuda.jit
def local_3d(out):
    i = cuda.grid(1)
    if i < out.size:
        cube = cuda.local.array((2, 2, 3), dtype=np.int32)
        for a in range(2):
            for b in range(2):
                for c in range(3):
                    cube[a, b, c] = a * 100 + b * 10 + c + i
        t = 0
        for a in range(2):
            for b in range(2):
                for c in range(3):
                    t += cube[a, b, c]
        out[i] = t + cube.ndim


@cuda.jit
def transpose(a, out):
    tile = cuda.shared.array((TILE, TILE + 1), dtype=np.float32)
    x, y = cuda.grid(2)
    tx, ty = cuda.threadIdx.x, cuda.threadIdx.y
    if x < a.shape[0] and y < a.shape[1]:
        tile[tx, ty] = a[x, y]
    cuda.syncthreads()
    if x < a.shape[0] and y < a.shape[1]:
        out[y, x] = tile[tx, ty]


@cuda.jit
def block_sums(a, out):
    part = cuda.shared.array((2, 4, 4), dtype=np.int64)
    tx, ty, tz = cuda.threadIdx.x, cuda.threadIdx.y, cuda.threadIdx.z
    part[tz, ty, tx] = a[tz, ty, tx]
    cuda.syncthreads()
    if tx == 0 and ty == 0 and tz == 0:
        s = 0
        for k in range(2):
            for j in range(4):
                for i in range(4):
                    s += part[k, j, i]
        out[0] = s


x = np.arange(11, dtype=np.float64) ** 2
out = np.zeros_like(x)
smooth[3, 4](x, out)
print(out)

img = (np.arange(30, dtype=np.float32).reshape(5, 6) % 7) ** 2
lap = np.zeros_like(img)
laplacian[(2, 2), (4, 4)](img, lap)
print(lap)

idx = np.array([1, 5, 17, 3, 30], dtype=np.int64)
got = np.zeros(5, dtype=np.int32)
lookup[2, 4](idx, got)
print(got)

m = np.array([[3.5, -1.0, 2.0, 8.0, 0.0, 1.5],
              [9.0, 8.0, 7.0, 6.0, 5.0, 4.0],
              [1.0, 1.0, 0.5, 0.5, 2.0, 2.0]])
sorted_m = np.zeros_like(m)
sort_rows[1, 2](m, sorted_m)
sort_rows[2, 2](m, sorted_m)
print(sorted_m)

d = np.zeros((5, 3))
local_dtypes[2, 3](d)
print(d)

c = np.zeros(3, dtype=np.int64)
local_3d[1, 4](c)
print(c)

a = np.arange(10 * 13, dtype=np.float32).reshape(10, 13)
t = np.zeros((13, 10), dtype=np.float32)
transpose[(2, 2), (TILE, TILE)](a, t)
print(np.array_equal(t, a.T), t[12, 9], t[0, 9])

cube = np.arange(32, dtype=np.int64).reshape(2, 4, 4)
total = np.zeros(1, dtype=np.int64)
block_sums[1, (4, 4, 2)](cube, total)
print(total[0], cube.sum())

one = np.zeros(1, dtype=np.int64)
local_3d[1, 1](one)
print(one)
