# GPU: stream compaction with warp votes, the "warp-aggregated" pattern:
# cuda.ballot_sync gives each warp the mask of lanes that keep their
# element, cuda.popc of the mask counts them, and popc(mask & lanemask_lt())
# is each lane's place among them. A first kernel counts per warp, the host
# scans the counts, a second kernel writes each kept element at its warp's
# offset plus its place, so the output keeps the input order (no atomics:
# the same on every run). Blocks of 96 and 48 threads (48: the second warp
# has 16 lanes; its mask comes from cuda.activemask()), all_sync, any_sync
# and eq_sync per warp, and cuda.ffs of the ballot to elect the first
# keeping lane.
import numpy as np
from numba import cuda


@cuda.jit(device=True)
def warp_index():
    per_block = (cuda.blockDim.x + 31) // 32
    return cuda.blockIdx.x * per_block + cuda.threadIdx.x // 32


@cuda.jit
def count_kept(x, threshold, counts):
    i = cuda.grid(1)
    keep = i < x.size and x[i] > threshold
    mask = cuda.ballot_sync(cuda.activemask(), keep)
    if cuda.laneid == 0:
        counts[warp_index()] = cuda.popc(mask)


@cuda.jit
def write_kept(x, threshold, offsets, out):
    i = cuda.grid(1)
    keep = i < x.size and x[i] > threshold
    mask = cuda.ballot_sync(cuda.activemask(), keep)
    if keep:
        place = cuda.popc(mask & cuda.lanemask_lt())
        out[offsets[warp_index()] + place] = x[i]


@cuda.jit
def warp_votes(x, info):
    i = cuda.grid(1)
    active = cuda.activemask()
    positive = x[i] > 0
    b = cuda.ballot_sync(active, positive)
    a = cuda.all_sync(active, positive)
    n = cuda.any_sync(active, positive)
    e = cuda.eq_sync(active, positive)
    if cuda.laneid == 0:
        w = i // 32
        info[w, 0] = active
        info[w, 1] = b
        info[w, 2] = a
        info[w, 3] = n
        info[w, 4] = e
        info[w, 5] = cuda.ffs(b) - 1 if b != 0 else -1
        info[w, 6] = cuda.popc(b)


def compact(x, threshold, tpb):
    blocks = max(1, (x.size + tpb - 1) // tpb)
    warps = blocks * ((tpb + 31) // 32)
    counts = np.zeros(warps, dtype=np.int32)
    count_kept[blocks, tpb](x, threshold, counts)
    offsets = np.zeros(warps, dtype=np.int64)
    offsets[1:] = np.cumsum(counts)[:-1]
    out = np.zeros(counts.sum(), dtype=x.dtype)
    write_kept[blocks, tpb](x, threshold, offsets, out)
    return counts, out


np.random.seed(7)
x = np.random.randint(-100, 100, 500).astype(np.int32)
counts, kept = compact(x, 50, 96)
print(counts)
print(kept[:12], kept.size)
print(np.array_equal(kept, x[x > 50]))

xf = np.random.standard_normal(300)
counts, kept = compact(xf, 1.0, 48)
print(counts)
print(np.array_equal(kept, xf[xf > 1.0]), kept.dtype)

counts, kept = compact(np.array([5.0]), 1.0, 48)
print(counts, kept)

counts, kept = compact(np.arange(40, dtype=np.int64), 100, 96)
print(counts, kept, kept.size)

v = np.ones(80, dtype=np.int32)
v[3] = -1
v[32:64] = -1
v[64:] = np.arange(16) - 5
info = np.zeros((3, 7), dtype=np.int64)
warp_votes[1, 80](v, info)
print(info)
