# GPU: every cuda.atomic operation on the dtypes Numba allows for it:
# max/min and nanmax/nanmin reductions with Numba's NaN rules (max and min
# keep a NaN element and ignore a NaN value; nanmax and nanmin replace a NaN
# element), and_/or_/xor flag words, inc/dec ring counters on unsigned
# integers, exch, and a spin lock built from compare_and_swap that one
# thread per block takes (a block-level critical section). Results do not
# depend on the order in which threads run.
import numpy as np
from numba import cuda


@cuda.jit
def reduce_extremes(x, out):
    i = cuda.grid(1)
    if i < x.size:
        cuda.atomic.max(out, 0, x[i])
        cuda.atomic.min(out, 1, x[i])
        cuda.atomic.nanmax(out, 2, x[i])
        cuda.atomic.nanmin(out, 3, x[i])


@cuda.jit
def per_column_extremes(m, hi, lo):
    r, c = cuda.grid(2)
    if r < m.shape[0] and c < m.shape[1]:
        cuda.atomic.nanmax(hi, (0, c), m[r, c])
        cuda.atomic.nanmin(lo, (0, c), m[r, c])


@cuda.jit
def flags(masks, words):
    i = cuda.grid(1)
    if i < masks.size:
        cuda.atomic.or_(words, 0, masks[i])
        cuda.atomic.and_(words, 1, ~masks[i])
        cuda.atomic.xor(words, 2, masks[i])


@cuda.jit
def ring_counters(n, counters, tickets):
    i = cuda.grid(1)
    if i < n:
        tickets[i] = cuda.atomic.inc(counters, 0, 9)
        cuda.atomic.dec(counters, 1, 4)


@cuda.jit
def grid_counters(n, counters):
    r, c = cuda.grid(2)
    if r * 8 + c < n:
        cuda.atomic.inc(counters, (r % 2, c % 2), 100)


@cuda.jit
def swap_in(values, slot, seen):
    i = cuda.grid(1)
    if i < values.size:
        seen[i] = cuda.atomic.exch(slot, 0, values[i])


@cuda.jit
def locked_accumulate(lock, total, x):
    i = cuda.grid(1)
    partial = cuda.shared.array(1, dtype=np.float64)
    if cuda.threadIdx.x == 0:
        partial[0] = 0.0
    cuda.syncthreads()
    if i < x.size:
        cuda.atomic.add(partial, 0, x[i])
    cuda.syncthreads()
    if cuda.threadIdx.x == 0:
        while cuda.atomic.compare_and_swap(lock, 0, 1) != 0:
            pass
        cuda.threadfence()
        total[0] = total[0] + partial[0]
        total[1] = total[1] + 1
        cuda.threadfence()
        cuda.atomic.exch(lock, 0, 0)


def start():
    return np.array([-np.inf, np.inf, -np.inf, np.inf])


x = np.array([3.5, -1.25, 8.0, 0.5, 2.0, -7.5, 4.0])
for label, data in (("plain", x), ("nan value", np.concatenate((x[:3], np.array([np.nan]), x[3:])))):
    out = start()
    reduce_extremes[1, 32](data, out)
    print(label, out)

out = start()
out[0] = np.nan
out[3] = np.nan
reduce_extremes[2, 4](x, out)
print("nan element", out)

out32 = start().astype(np.float32)
reduce_extremes[3, 3](x.astype(np.float32), out32)
print("float32", out32)

allnan = np.array([np.nan, np.nan, np.nan])
out = start()
reduce_extremes[1, 4](allnan, out)
print("only nans", out)

for dt in (np.int32, np.int64, np.uint32, np.uint64):
    info = np.iinfo(dt)
    data = np.array([5, 17, 3, 12, 9, 40, 1], dtype=dt)
    out = np.array([info.min, info.max, info.min, info.max], dtype=dt)
    reduce_extremes[2, 3](data, out)
    print(np.dtype(dt).name, out)

m = np.array([[1.0, np.nan, 3.0], [np.nan, np.nan, -2.0], [0.5, 6.0, np.nan]])
hi = np.full((1, 3), np.nan)
lo = np.full((1, 3), np.nan)
per_column_extremes[(2, 2), (2, 2)](m, hi, lo)
print("columns", hi, lo)

bits = np.array([0, 3, 5, 3, 9, 30, 5, 5])
for dt in (np.int32, np.uint32, np.int64, np.uint64):
    masks = (np.ones(bits.size, dtype=np.int64) << bits).astype(dt)
    words = np.array([0, -1, 0], dtype=np.int64).astype(dt)
    flags[1, 8](masks, words)
    print(np.dtype(dt).name, words)

for dt in (np.uint32, np.uint64):
    counters = np.array([0, 0], dtype=dt)
    tickets = np.zeros(23, dtype=dt)
    ring_counters[3, 8](23, counters, tickets)
    print(np.dtype(dt).name, "inc/dec:", counters, np.bincount(tickets.astype(np.int64)))

c2 = np.zeros((2, 2), dtype=np.uint32)
grid_counters[(2, 1), (4, 8)](61, c2)
print("2-D inc:", c2.ravel())

one = np.array([7, 2], dtype=np.uint64)
ring_counters[1, 1](1, one, np.zeros(1, dtype=np.uint64))
print("one thread:", one)

slot = np.zeros(1, dtype=np.uint64)
seen = np.zeros(12, dtype=np.uint64)
swap_in[1, 16](np.full(12, np.iinfo(np.uint64).max, dtype=np.uint64), slot, seen)
print("exch:", slot[0], np.unique(seen))
slot32 = np.array([-3], dtype=np.int32)
seen32 = np.zeros(1, dtype=np.int32)
swap_in[1, 1](np.array([11], dtype=np.int32), slot32, seen32)
print("exch one:", slot32[0], seen32[0])

lock = np.zeros(1, dtype=np.int32)
total = np.zeros(2)
vals = np.arange(100) * 0.5
locked_accumulate[(vals.size + 15) // 16, 16](lock, total, vals)
print("locked:", total, lock[0], vals.sum())
