# GPU: an inclusive prefix sum (scan) per block with cuda.shfl_up_sync, the
# warp-scan of CUDA's CUB and of GPU Gems 3 ch. 39 written with Numba: each
# warp scans its 32 values by shuffles (a lane below the offset keeps its
# value), the warps' totals are scanned by the first warp through shared
# memory, and each warp adds the totals of the warps before it. A second
# kernel adds the block totals. Checked against np.cumsum for int32, int64
# and float64 (integer-valued, so exact in any order), sizes not divisible
# by the block, a block of 96 threads (three warps), one element.
import numpy as np
from numba import cuda, int64, float64

TPB = 256


@cuda.jit(device=True)
def warp_inclusive_scan(v, lane):
    d = 1
    while d < 32:
        y = cuda.shfl_up_sync(0xffffffff, v, d)
        if lane >= d:
            v += y
        d *= 2
    return v


@cuda.jit
def block_scan(x, out, block_totals):
    totals = cuda.shared.array(32, dtype=int64)
    i = cuda.grid(1)
    t = cuda.threadIdx.x
    lane = t % 32
    warp = t // 32
    nwarps = (cuda.blockDim.x + 31) // 32
    v = x[i] if i < x.size else 0
    v = warp_inclusive_scan(v, lane)
    if lane == 31:
        totals[warp] = v
    cuda.syncthreads()
    if warp == 0:
        w = totals[lane] if lane < nwarps else 0
        w = warp_inclusive_scan(w, lane)
        totals[lane] = w
    cuda.syncthreads()
    if warp > 0:
        v += totals[warp - 1]
    if i < x.size:
        out[i] = v
    if t == cuda.blockDim.x - 1:
        block_totals[cuda.blockIdx.x] = v


@cuda.jit
def add_block_offsets(out, offsets):
    i = cuda.grid(1)
    b = cuda.blockIdx.x
    if i < out.size and b > 0:
        out[i] += offsets[b - 1]


@cuda.jit
def float_warp_scan(x, out):
    i = cuda.grid(1)
    v = x[i]
    d = 1
    while d < 32:
        y = cuda.shfl_up_sync(0xffffffff, v, d)
        if cuda.laneid >= d:
            v += y
        d *= 2
    out[i] = v


def scan(x, tpb=TPB):
    blocks = max(1, (x.size + tpb - 1) // tpb)
    out = np.zeros(x.size, dtype=np.int64)
    totals = np.zeros(blocks, dtype=np.int64)
    block_scan[blocks, tpb](x, out, totals)
    offsets = np.cumsum(totals)
    add_block_offsets[blocks, tpb](out, offsets)
    return out


np.random.seed(39)
for n in (1000, 256, 257, 33, 1):
    x = np.random.randint(-50, 100, n).astype(np.int32)
    s = scan(x)
    print(n, s[:5], s[-3:], np.array_equal(s, np.cumsum(x)))

x = np.random.randint(-2**40, 2**40, 700).astype(np.int64)
s = scan(x, 96)
print("int64 96 threads", s[-1] == x.sum(), np.array_equal(s, np.cumsum(x)))

f = np.random.randint(-20, 20, 64).astype(np.float64)
fo = np.zeros_like(f)
float_warp_scan[2, 32](f, fo)
print(fo[:8])
print(fo[32:40])
print(np.array_equal(fo[:32], np.cumsum(f[:32])), np.array_equal(fo[32:], np.cumsum(f[32:])))

f32 = np.arange(32, dtype=np.float32) / 2
o32 = np.zeros_like(f32)
float_warp_scan[1, 32](f32, o32)
print(o32[-4:], o32.dtype)


@cuda.jit
def exclusive_scan_with_total(x, out, totals):
    # cuda.shfl_sync reads one lane's value: lane 31's inclusive sum is the
    # warp's total, broadcast to every lane; the exclusive sum is the
    # inclusive one of the lane below (lane 0 gets 0).
    i = cuda.grid(1)
    lane = cuda.laneid
    v = x[i]
    inc = v
    d = 1
    while d < 32:
        y = cuda.shfl_up_sync(0xffffffff, inc, d)
        if lane >= d:
            inc += y
        d *= 2
    total = cuda.shfl_sync(0xffffffff, inc, 31)
    below = cuda.shfl_sync(0xffffffff, inc, lane - 1)
    out[i] = below if lane > 0 else 0
    totals[i] = total


@cuda.jit
def rotate_left(x, out):
    # the source lane counts modulo 32 (its low 5 bits): lane 31 reads lane 0
    i = cuda.grid(1)
    out[i] = cuda.shfl_sync(0xffffffff, x[i], cuda.laneid + 1)


xe = np.arange(1, 65, dtype=np.int64) * 2**33
oe = np.zeros_like(xe)
te = np.zeros_like(xe)
exclusive_scan_with_total[2, 32](xe, oe, te)
print(oe[:3] // 2**33, oe[31] // 2**33, oe[32:35] // 2**33, te[0] // 2**33, te[63] // 2**33)

xr = np.arange(64, dtype=np.float32) * 1.5
orr = np.zeros_like(xr)
rotate_left[2, 32](xr, orr)
print(orr[:3], orr[30:34], orr[-1])
