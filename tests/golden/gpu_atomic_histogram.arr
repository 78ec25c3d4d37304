# GPU: histograms with cuda.atomic.add, as Numba's tutorials write them: a
# global int32 histogram, a weighted float64 one (weights that add up
# exactly, so the order of the additions does not matter), a per-block
# shared-memory histogram merged with atomics, and a 2-D histogram indexed
# with a tuple. Sizes not divisible by the block size, a 1-element grid and
# an empty input; the old values atomic.add returns are tickets.
import numpy as np
from numba import cuda

NBINS = 8


@cuda.jit
def histogram(x, lo, width, counts):
    i = cuda.grid(1)
    if i < x.size:
        b = int((x[i] - lo) / width)
        if b >= counts.size:
            b = counts.size - 1
        cuda.atomic.add(counts, b, 1)


@cuda.jit
def weighted_histogram(x, w, lo, width, sums):
    start, stride = cuda.grid(1), cuda.gridsize(1)
    for i in range(start, x.size, stride):
        b = min(int((x[i] - lo) / width), sums.size - 1)
        cuda.atomic.add(sums, b, w[i])


@cuda.jit
def shared_histogram(data, counts):
    local = cuda.shared.array(NBINS, dtype=np.int32)
    t = cuda.threadIdx.x
    if t < NBINS:
        local[t] = 0
    cuda.syncthreads()
    i = cuda.grid(1)
    if i < data.size:
        cuda.atomic.add(local, data[i] % NBINS, 1)
    cuda.syncthreads()
    if t < NBINS:
        cuda.atomic.add(counts, t, local[t])


@cuda.jit
def histogram2d(xs, ys, counts):
    i = cuda.grid(1)
    if i < xs.size:
        cuda.atomic.add(counts, (xs[i], ys[i]), 1)


@cuda.jit
def histogram3d(cells, counts):
    i = cuda.grid(1)
    if i < cells.shape[0]:
        cuda.atomic.add(counts, (cells[i, 0], cells[i, 1], cells[i, 2]), np.float32(0.5))


@cuda.jit
def take_tickets(counter, tickets):
    i = cuda.grid(1)
    if i < tickets.size:
        tickets[i] = cuda.atomic.add(counter, 0, 1)


@cuda.jit
def drain(counter, amounts):
    i = cuda.grid(1)
    if i < amounts.size:
        cuda.atomic.sub(counter, 0, amounts[i])


np.random.seed(7)
x = np.random.uniform(0.0, 10.0, 1000)
counts = np.zeros(NBINS, dtype=np.int32)
histogram[(x.size + 127) // 128, 128](x, 0.0, 10.0 / NBINS, counts)
print("counts:", counts, counts.sum())
print("numpy: ", np.histogram(x, NBINS, (0.0, 10.0))[0])

w = np.random.randint(1, 40, x.size) * 0.25
sums = np.zeros(NBINS)
weighted_histogram[3, 64](x, w, 0.0, 10.0 / NBINS, sums)
print("weights:", sums, sums.sum() == w.sum())
w32 = w.astype(np.float32)
sums32 = np.zeros(NBINS, dtype=np.float32)
weighted_histogram[1, 1](x, w32, 0.0, 10.0 / NBINS, sums32)
print("float32 weights:", sums32)

data = np.random.randint(0, 1000, 333).astype(np.int64)
block_counts = np.zeros(NBINS, dtype=np.int32)
shared_histogram[(data.size + 31) // 32, 32](data, block_counts)
print("shared:", block_counts, np.bincount(data % NBINS, minlength=NBINS))

xs = np.random.randint(0, 4, 50)
ys = np.random.randint(0, 3, 50)
h2 = np.zeros((4, 3), dtype=np.uint32)
histogram2d[2, 32](xs, ys, h2)
print(h2)
h2u = np.zeros((4, 3), dtype=np.uint64)
histogram2d[1, 64](xs, ys, h2u)
print((h2u == h2).all(), h2u.dtype)

cells = np.random.randint(0, 2, (20, 3))
h3 = np.zeros((2, 2, 2), dtype=np.float32)
histogram3d[1, 32](cells, h3)
print(h3.ravel(), h3.sum())

counter = np.zeros(1, dtype=np.int64)
tickets = np.zeros(45, dtype=np.int64)
take_tickets[2, 32](counter, tickets)
print("tickets:", counter[0], np.array_equal(np.sort(tickets), np.arange(45)))

one = np.zeros(1, dtype=np.uint32)
t1 = np.zeros(1, dtype=np.uint32)
take_tickets[1, 1](one, t1)
print("one thread:", one[0], t1[0])

empty = np.zeros(0)
none_counted = np.zeros(NBINS, dtype=np.int32)
histogram[1, 32](empty, 0.0, 1.0, none_counted)
print("empty:", none_counted.sum())

budget = np.array([100.0])
drain[1, 16](budget, np.full(10, 2.5))
stock = np.array([50], dtype=np.int32)
drain[1, 16](stock, np.arange(10, dtype=np.int32))
print("drained:", budget[0], stock[0])
