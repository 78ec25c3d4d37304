# GPU: numba.cuda.libdevice, NVIDIA's math library called by name: option
# pricing with normcdf, a logistic with fast_expf, distances with hypot and
# rsqrt, sincos and frexp (tuples), interval arithmetic with the directed
# rounding modes (dadd_rd/dadd_ru, dmul_rd/dmul_ru), saturating
# conversions, and the bit functions popc, clz, ffs, brev and byte_perm.
# Values are rounded before printing: libdevice may differ from the C
# library in the last bits.
import math
import numpy as np
from numba import cuda
from numba.cuda import libdevice


@cuda.jit
def black_scholes_call(s, k, t, r, v, out):
    i = cuda.grid(1)
    if i < s.size:
        sq = libdevice.sqrt(t[i])
        d1 = (libdevice.log(s[i] / k[i]) + (r + 0.5 * v * v) * t[i]) / (v * sq)
        d2 = d1 - v * sq
        out[i] = s[i] * libdevice.normcdf(d1) - k[i] * libdevice.exp(-r * t[i]) * libdevice.normcdf(d2)


@cuda.jit
def logistic(x, out):
    i = cuda.grid(1)
    if i < x.size:
        out[i] = 1.0 / (1.0 + libdevice.fast_expf(-x[i]))


@cuda.jit
def distances(p, q, d, inv):
    i = cuda.grid(1)
    if i < p.shape[0]:
        dx = p[i, 0] - q[i, 0]
        dy = p[i, 1] - q[i, 1]
        d[i] = libdevice.hypot(dx, dy)
        inv[i] = libdevice.rsqrt(dx * dx + dy * dy)


@cuda.jit
def angles(theta, out, mant, expo):
    i = cuda.grid(1)
    if i < theta.size:
        s, c = libdevice.sincos(theta[i])
        out[i, 0] = s
        out[i, 1] = c
        out[i, 2] = libdevice.atan2(s, c)
        sf, cf = libdevice.sincosf(np.float32(theta[i]))
        out[i, 3] = sf * sf + cf * cf + (libdevice.sinf(np.float32(theta[i])) - sf)
        m, e = libdevice.frexp(theta[i] * 1000.0)
        mant[i] = m
        expo[i] = e


@cuda.jit
def interval_sum(x, lo, hi):
    # every thread adds its own values; the bounds enclose the exact sum
    i = cuda.grid(1)
    if i < lo.size:
        a = 0.0
        b = 0.0
        for j in range(x.size):
            a = libdevice.dadd_rd(a, libdevice.dmul_rd(x[j], 0.1 * (i + 1)))
            b = libdevice.dadd_ru(b, libdevice.dmul_ru(x[j], 0.1 * (i + 1)))
        lo[i] = a
        hi[i] = b


@cuda.jit
def conversions(x, ints):
    i = cuda.grid(1)
    if i < x.size:
        ints[i, 0] = libdevice.double2int_rn(x[i])
        ints[i, 1] = libdevice.double2int_rd(x[i])
        ints[i, 2] = libdevice.double2int_ru(x[i])
        ints[i, 3] = libdevice.double2int_rz(x[i])
        ints[i, 4] = libdevice.float2half_rn(np.float32(x[i]))
        ints[i, 5] = libdevice.llround(x[i])


@cuda.jit
def bits(words, out):
    i = cuda.grid(1)
    if i < words.size:
        w = words[i]
        out[i, 0] = libdevice.popc(w)
        out[i, 1] = libdevice.clz(w)
        out[i, 2] = libdevice.ffs(w)
        out[i, 3] = libdevice.brev(w)
        out[i, 4] = libdevice.byte_perm(w, 0, 0x0123)
        out[i, 5] = libdevice.popcll(np.int64(w) << 20)
        out[i, 6] = libdevice.umax(w, 7)
        out[i, 7] = libdevice.mulhi(w, 1000003)


s = np.array([100.0, 95.0, 120.0, 80.0, 100.0])
k = np.array([100.0, 100.0, 100.0, 100.0, 90.0])
t = np.array([1.0, 0.5, 2.0, 0.25, 1.5])
price = np.zeros(5)
black_scholes_call[2, 4](s, k, t, 0.03, 0.2, price)
print("calls:", np.round(price, 8))

x = np.linspace(-6.0, 6.0, 9).astype(np.float32)
y = np.zeros_like(x)
logistic[1, 16](x, y)
print("logistic:", np.round(y, 5))

p = np.array([[0.0, 0.0], [3.0, 4.0], [1.0, 1.0]])
q = np.array([[1.0, 0.0], [0.0, 0.0], [-2.0, 5.0]])
d = np.zeros(3)
inv = np.zeros(3)
distances[1, 4](p, q, d, inv)
print("distances:", np.round(d, 12), np.round(inv, 12))

theta = np.array([0.0, math.pi / 6, math.pi / 2, 2.5, -1.0])
out = np.zeros((5, 4))
mant = np.zeros(5)
expo = np.zeros(5, dtype=np.int32)
angles[1, 8](theta, out, mant, expo)
print(np.round(out, 6))
print("frexp:", np.round(mant, 12), expo)

vals = np.array([0.1, 0.2, 0.3, 1e-3, 7.77])
lo = np.zeros(3)
hi = np.zeros(3)
interval_sum[1, 3](vals, lo, hi)
print("bounds hold:", np.all(lo <= hi), np.all(lo < hi), np.all(hi - lo < 1e-14))

xs = np.array([2.5, -2.5, 3.5, -0.4, 1e10, -1e10, 65504.0, 1e-8])
ints = np.zeros((8, 6), dtype=np.int64)
conversions[1, 8](xs, ints)
print(ints)

words = np.array([0, 1, 6, 255, 1 << 20, 2147483647, -1, -2147483648], dtype=np.int32)
res = np.zeros((8, 8), dtype=np.int64)
bits[2, 4](words, res)
print(res)

one = np.zeros(1, dtype=np.float32)
logistic[1, 1](np.zeros(1, dtype=np.float32), one)
print(one)
