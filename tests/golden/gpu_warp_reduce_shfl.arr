# GPU: warp-level reductions with cuda.shfl_down_sync and cuda.shfl_xor_sync,
# the pattern of CUDA's "Faster parallel reductions" and of Numba's reduction
# kernels: each warp sums its 32 values through register shuffles, lane 0 of
# each warp leaves the warp's sum in shared memory, and the first warp sums
# those. Sizes not divisible by the block, one element, a one-thread block;
# float32, float64, int32 and int64 values. The sums of integers and of
# multiples of 1/8 are exact, so every order gives the same bits.
import numpy as np
from numba import cuda, float64, int64

TPB = 128
WARPS = TPB // 32


@cuda.jit(device=True)
def warp_sum(v):
    for d in (16, 8, 4, 2, 1):
        v += cuda.shfl_down_sync(0xffffffff, v, d)
    return v


@cuda.jit
def block_sums(x, partial):
    s = cuda.shared.array(WARPS, dtype=float64)
    i = cuda.grid(1)
    t = cuda.threadIdx.x
    v = x[i] if i < x.size else 0.0
    v = warp_sum(v)
    lane = cuda.laneid
    warp = t // cuda.warpsize
    if lane == 0:
        s[warp] = v
    cuda.syncthreads()
    if warp == 0:
        v = s[lane] if lane < WARPS else 0.0
        v = warp_sum(v)
        if lane == 0:
            partial[cuda.blockIdx.x] = v


@cuda.jit
def int_block_sums(x, partial):
    s = cuda.shared.array(WARPS, dtype=int64)
    i = cuda.grid(1)
    t = cuda.threadIdx.x
    v = x[i] if i < x.size else 0
    v = warp_sum(v)
    if cuda.laneid == 0:
        s[t // 32] = v
    cuda.syncthreads()
    if t < 32:
        v = s[t] if t < WARPS else 0
        v = warp_sum(v)
        if t == 0:
            partial[cuda.blockIdx.x] = v


@cuda.jit
def butterfly_all_reduce(x, out):
    # shfl_xor_sync: after 5 steps every lane holds the warp's sum.
    i = cuda.grid(1)
    v = x[i]
    m = 16
    while m >= 1:
        v += cuda.shfl_xor_sync(0xffffffff, v, m)
        m //= 2
    out[i] = v


@cuda.jit
def warp_max(x, out):
    i = cuda.grid(1)
    v = x[i]
    for d in (16, 8, 4, 2, 1):
        other = cuda.shfl_xor_sync(0xffffffff, v, d)
        v = max(v, other)
    out[i] = v


def total(x, kernel, dtype):
    blocks = max(1, (x.size + TPB - 1) // TPB)
    partial = np.zeros(blocks, dtype=dtype)
    kernel[blocks, TPB](x, partial)
    return partial, partial.sum()


np.random.seed(16)
for n in (1000, 129, 128, 1, 0):
    x = np.random.randint(-800, 800, n) / 8.0
    p, s = total(x, block_sums, np.float64)
    print(n, "float64 partials", p, "sum", s, "numpy", x.sum())

x32 = (np.random.randint(-64, 64, 300) / 4.0).astype(np.float32)
p, s = total(x32, block_sums, np.float64)
print("float32", p, s, x32.sum())

for dt in (np.int32, np.int64):
    xi = np.random.randint(-10**6, 10**6, 777).astype(dt)
    p, s = total(xi, int_block_sums, np.int64)
    print(dt.__name__, p, s, xi.sum())

big = np.array([2**40 + k for k in range(64)], dtype=np.int64)
p, s = total(big, int_block_sums, np.int64)
print("int64 beyond 32 bits", p, s == big.sum())

xs = np.arange(64, dtype=np.float32) * 0.5
out = np.zeros_like(xs)
butterfly_all_reduce[2, 32](xs, out)
print(out[0], out[31], out[32], out[63])

xi = np.arange(96, dtype=np.int32) * 3 - 100
oi = np.zeros_like(xi)
butterfly_all_reduce[1, 96](xi, oi)
print(oi[::16])

vals = np.random.randint(-1000, 1000, 64).astype(np.int64)
mx = np.zeros_like(vals)
warp_max[2, 32](vals, mx)
print(mx[0] == vals[:32].max(), mx[40] == vals[32:].max(), mx[31], mx[63])

d = cuda.to_device(np.array([3.5]))
p = cuda.device_array(1, dtype=np.float64)
block_sums[1, TPB](d, p)
print("one element", p.copy_to_host())


@cuda.jit
def normalize_by_block_sum(x, out):
    # After the first syncthreads only warp 0 shuffles, while the other
    # warps go on to the second syncthreads: warp operations synchronize
    # the lanes of one warp, not the block.
    s = cuda.shared.array(WARPS, dtype=float64)
    i = cuda.grid(1)
    t = cuda.threadIdx.x
    v = x[i] if i < x.size else 0.0
    v = warp_sum(v)
    if cuda.laneid == 0:
        s[t // 32] = v
    cuda.syncthreads()
    if t < 32:
        w = s[t] if t < WARPS else 0.0
        w = warp_sum(w)
        cuda.syncwarp()
        if t == 0:
            s[0] = w
    cuda.syncthreads()
    if i < x.size:
        out[i] = x[i] / s[0]


@cuda.jit
def rotate_through_shared(x, out):
    # Warp-synchronous shared memory: each lane stores its value, the warp
    # synchronizes with syncwarp, and each lane reads its right neighbour's.
    buf = cuda.shared.array(64, dtype=int64)
    t = cuda.threadIdx.x
    buf[t] = x[cuda.grid(1)]
    cuda.syncwarp(0xffffffff)
    lane = t % 32
    out[cuda.grid(1)] = buf[t - lane + (lane + 1) % 32]


xn = np.arange(1, 301, dtype=np.float64)
on = np.zeros_like(xn)
normalize_by_block_sum[3, TPB](xn, on)
print(on[0] * (128 * 129 / 2), on[127] * (128 * 129 / 2), on[128] * xn[128:256].sum(), on[299] * xn[256:].sum())

xr = np.arange(128, dtype=np.int64) * 10
orr = np.zeros_like(xr)
rotate_through_shared[2, 64](xr, orr)
print(orr[:4], orr[30:34], orr[62:66], orr[-2:])


@cuda.jit
def row_pair_sums(x, out):
    # A 2-D block of (16, 4): lanes are numbered x fastest, so each warp
    # holds two rows of 16, and the butterfly sums both rows together.
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    v = x[ty, tx]
    for d in (16, 8, 4, 2, 1):
        v += cuda.shfl_xor_sync(0xffffffff, v, d)
    out[ty, tx] = v


x2 = np.arange(64, dtype=np.int32).reshape(4, 16)
o2 = np.zeros_like(x2)
row_pair_sums[1, (16, 4)](x2, o2)
print(o2[:, 0], o2[:, 15])
