# GPU: reductions with cuda.atomic.add (int32, int64, exactly summable float64), 1-D and 2-D (tuple index) histograms; 100 elements over 2 blocks of 64 threads.
import numpy as np
from numba import cuda


@cuda.jit
def sum_atomic(x, total):
    i = cuda.grid(1)
    if i < x.size:
        cuda.atomic.add(total, 0, x[i])


@cuda.jit
def histogram(x, bins, nbins):
    i = cuda.grid(1)
    if i < x.size:
        b = x[i] % nbins
        cuda.atomic.add(bins, b, 1)


@cuda.jit
def count_and_sum(x, out):
    # out[0]: how many are even, out[1]: their sum, out[2]: sum of the odd ones
    i = cuda.grid(1)
    if i < x.shape[0]:
        v = x[i]
        if v % 2 == 0:
            cuda.atomic.add(out, 0, 1)
            cuda.atomic.add(out, 1, v)
        else:
            cuda.atomic.add(out, 2, v)


@cuda.jit
def histogram_2d(x, y, counts):
    # a 2-D array of counters: the index is a tuple
    i = cuda.grid(1)
    if i < x.size:
        cuda.atomic.add(counts, (x[i] % 3, y[i] % 4), 1)


np.random.seed(7)
n = 100
xi = np.random.randint(0, 1000, n).astype(np.int32)
tpb = 64
bpg = (n + tpb - 1) // tpb

total = np.zeros(1, dtype=np.int32)
sum_atomic[bpg, tpb](xi, total)
print("int32 sum:", total[0], total[0] == np.sum(xi))

xl = np.random.randint(0, 10**9, n)
total64 = np.zeros(1, dtype=np.int64)
sum_atomic[bpg, tpb](xl, total64)
print("int64 sum:", total64[0], total64[0] == np.sum(xl))

# quarters: every partial sum is exact in float64, whatever the order
xf = np.random.randint(-400, 400, n) / 4.0
totalf = np.zeros(1)
sum_atomic[bpg, tpb](xf, totalf)
print("float64 sum:", totalf[0], totalf[0] == np.sum(xf))

bins = np.zeros(10, dtype=np.int32)
histogram[bpg, tpb](xi, bins, 10)
print("histogram:", bins, "total", np.sum(bins))
ref = np.zeros(10, dtype=np.int64)
for v in xi:
    ref[v % 10] += 1
print("matches a host count:", np.all(bins == ref))

out = np.zeros(3, dtype=np.int64)
count_and_sum[bpg, tpb](xl, out)
print(out[0], "even;", "sums match:", out[1] + out[2] == np.sum(xl))

counts = np.zeros((3, 4), dtype=np.int64)
histogram_2d[bpg, tpb](xi, xl, counts)
print(counts)
print("total:", np.sum(counts))

# on a device array, launched twice: the counts accumulate
d_bins = cuda.to_device(np.zeros(10, dtype=np.int32))
histogram[bpg, tpb](xi, d_bins, 10)
histogram[bpg, tpb](xi, d_bins, 10)
print("twice:", d_bins.copy_to_host())
