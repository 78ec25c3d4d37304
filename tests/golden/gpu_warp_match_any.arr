# GPU: grouping by key within a warp with cuda.match_any_sync, as in
# warp-aggregated histograms: the lanes holding the same key find each
# other, the lowest of them (cuda.ffs of the peer mask, minus one) adds
# the group's size (cuda.popc) to the bin with one atomic, the others
# skip. Atomic additions commute, so the histogram is the same on every
# run. cuda.match_all_sync returns (mask, pred): the warp's mask and True
# when every lane holds the same value, else (0, False). Keys of int32,
# int64, float32 and float64; a partial warp (block of 40: 8 lanes).
import numpy as np
from numba import cuda


@cuda.jit
def histogram(keys, bins, leaders):
    i = cuda.grid(1)
    active = cuda.activemask()
    if i < keys.size:
        k = keys[i]
        peers = cuda.match_any_sync(cuda.ballot_sync(active, True), k)
        leader = cuda.ffs(peers) - 1
        if cuda.laneid == leader:
            cuda.atomic.add(bins, k, cuda.popc(peers))
            cuda.atomic.add(leaders, 0, 1)


@cuda.jit
def peer_masks(keys, out):
    i = cuda.grid(1)
    out[i] = cuda.match_any_sync(0xffffffff, keys[i])


@cuda.jit
def all_same(keys, masks, preds):
    i = cuda.grid(1)
    m, p = cuda.match_all_sync(cuda.activemask(), keys[i])
    masks[i] = m
    preds[i] = p


np.random.seed(32)
keys = np.random.randint(0, 6, 1000).astype(np.int32)
bins = np.zeros(6, dtype=np.int64)
leaders = np.zeros(1, dtype=np.int64)
histogram[(1000 + 127) // 128, 128](keys, bins, leaders)
print(bins, np.bincount(keys, minlength=6), leaders[0])

k64 = np.random.randint(0, 3, 40).astype(np.int64) * 2**35
out = np.zeros(40, dtype=np.int64)
peer_masks[1, 40](k64, out)
print([hex(int(v) & 0xffffffff) for v in out[:4]], out[32:])

kf = np.array([0.5, -0.0, 0.0, 0.5] * 8, dtype=np.float32)
outf = np.zeros(32, dtype=np.int32)
peer_masks[1, 32](kf, outf)
print([hex(int(v) & 0xffffffff) for v in outf[:4]])

kd = np.repeat(np.array([1.25, 2.5, np.pi, 1.25]), 8)
outd = np.zeros(32, dtype=np.int32)
peer_masks[1, 32](kd, outd)
print([hex(int(v) & 0xffffffff) for v in outd[::8]])

same = np.full(40, 7, dtype=np.int32)
masks = np.zeros(40, dtype=np.int64)
preds = np.zeros(40, dtype=np.bool_)
all_same[1, 40](same, masks, preds)
print(masks[0], masks[39], preds.all())
same[35] = 8
all_same[1, 40](same, masks, preds)
print(masks[0], preds[0], masks[39], preds[39])
