# GPU: the integer and float intrinsics of numba.cuda: popc (bits set),
# clz (leading zeros at the value's width), ffs (1 + the position of the
# lowest set bit, 0 for 0; uint32), brev (bits reversed, uint32 or
# uint64), selp (PTX's select), cbrt and fma, over int32, int64, uint32,
# uint64 and 8- and 16-bit values including 0, -1, negatives and the
# extremes, one thread per value. Also syncthreads_count/and/or,
# lanemask_lt, laneid, warpsize and nanosleep.
import numpy as np
from numba import cuda


@cuda.jit
def bits(x, out):
    i = cuda.grid(1)
    if i < x.size:
        v = x[i]
        out[i, 0] = cuda.popc(v)
        out[i, 1] = cuda.clz(v)
        out[i, 2] = cuda.ffs(v)


@cuda.jit
def small_bits(x, out):
    i = cuda.grid(1)
    if i < x.size:
        out[i, 0] = cuda.popc(x[i])
        out[i, 1] = cuda.clz(x[i])


@cuda.jit
def reverse(x, out):
    i = cuda.grid(1)
    if i < x.size:
        out[i] = cuda.brev(x[i])


@cuda.jit
def select(flags, a, b, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = cuda.selp(flags[i] > 0, a[i], b[i])


@cuda.jit
def roots(x, out):
    i = cuda.grid(1)
    if i < x.size:
        out[i] = cuda.cbrt(x[i])


@cuda.jit
def fused(a, b, c, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = cuda.fma(a[i], b[i], c[i])


@cuda.jit
def block_votes(x, out):
    t = cuda.threadIdx.x
    cuda.nanosleep(100)
    v = x[t]
    out[t, 0] = cuda.syncthreads_count(v > 0)
    out[t, 1] = cuda.syncthreads_and(v > -100)
    out[t, 2] = cuda.syncthreads_or(v == 3)
    out[t, 3] = cuda.syncthreads_and(v > 0)
    out[t, 4] = cuda.syncthreads_or(v > 1000)
    out[t, 5] = cuda.lanemask_lt()
    out[t, 6] = cuda.laneid
    out[t, 7] = cuda.warpsize


i32 = np.array([0, 1, -1, 2, 3, 7, -2, 12, 255, 256, -256, 2**31 - 1, -2**31, 0x55555555, 1 << 30, -12345],
               dtype=np.int32)
o = np.zeros((i32.size, 3), dtype=np.int64)
bits[1, 32](i32, o)
print("int32")
print(np.column_stack((i32, o)))

i64 = np.array([0, 1, -1, 2**32, 2**40, -2**40, 2**63 - 1, -2**63, 0x5555555555555555, 3 << 33, 12345678901],
               dtype=np.int64)
o = np.zeros((i64.size, 3), dtype=np.int64)
bits[1, 32](i64, o)
print("int64")
print(np.column_stack((i64, o)))

u32 = np.array([0, 1, 2**32 - 1, 2**31, 0x0f0f0f0f, 1000], dtype=np.uint32)
o = np.zeros((u32.size, 3), dtype=np.int64)
bits[1, 8](u32, o)
print("uint32", o)

u64 = np.array([0, 1, 0, 0, 2**33 + 1], dtype=np.uint64)
u64[2] = np.iinfo(np.uint64).max
u64[3] = np.uint64(1) << np.uint64(63)
o = np.zeros((u64.size, 3), dtype=np.int64)
bits[1, 8](u64, o)
print("uint64", o)

for dt in (np.int8, np.uint8, np.int16, np.uint16):
    s = np.array([0, 1, -1, 100, -100, 127], dtype=np.int64).astype(dt)
    o = np.zeros((s.size, 2), dtype=np.int64)
    small_bits[1, 8](s, o)
    print(dt.__name__, s, o)

r32 = np.zeros(u32.size, dtype=np.uint32)
reverse[1, 32](u32, r32)
print("brev32", r32)
r64 = np.zeros(u64.size, dtype=np.uint64)
reverse[1, 32](u64, r64)
print("brev64", r64)

flags = np.array([1, 0, 5, -1, 0, 2], dtype=np.int32)
a = np.arange(6, dtype=np.float64) + 0.5
b = -np.arange(6, dtype=np.float64)
s = np.zeros(6)
select[1, 32](flags, a, b, s)
print("selp", s)
ai = np.arange(6, dtype=np.int64) * 10
bi = np.arange(6, dtype=np.int64) * -1
si = np.zeros(6, dtype=np.int64)
select[1, 32](flags, ai, bi, si)
print("selp", si)

c64 = np.array([0.0, 1.0, 8.0, 27.0, -8.0, -27.0, 2.0, 1000.0, 1e-300, 0.001, 64.0, -0.0])
rc = np.zeros_like(c64)
roots[1, 32](c64, rc)
# perfect cubes are exact; the others are printed to 12 decimals (the GPU's
# libdevice cbrt and the C library's may differ in the last bit)
cubes = np.array([0, 1, 2, 3, 4, 5, 7, 10, 11])
print("cbrt64", rc[cubes], np.round(rc[np.array([6, 8, 9])] * 1e100 ** np.array([0, 1, 0]), 12))
c32 = c64.astype(np.float32)
rc32 = np.zeros_like(c32)
roots[1, 32](c32, rc32)
print("cbrt32", np.round(rc32, 5), rc32.dtype)

fa = np.array([1.5, 2.25, -3.0, 0.5, 1e10], dtype=np.float64)
fb = np.array([2.0, 4.0, 0.75, -0.5, 1e-10], dtype=np.float64)
fc = np.array([0.1, -9.0, 2.25, 0.25, 1.0], dtype=np.float64)
fo = np.zeros(5)
fused[1, 32](fa, fb, fc, fo)
print("fma", fo)
fo32 = np.zeros(5, dtype=np.float32)
fused[1, 32](fa.astype(np.float32), np.array([2.0, 4.0, 0.75, -0.5, 0.5], dtype=np.float32),
             fc.astype(np.float32), fo32)
print("fma32", fo32)

x = np.arange(-10, 30, dtype=np.int32)
out = np.zeros((40, 8), dtype=np.int64)
block_votes[1, 40](x, out)
print(out[0, :5], out[39, :5])
print(out[::7, 5:])
