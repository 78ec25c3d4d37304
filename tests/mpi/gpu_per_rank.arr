# One GPU per rank: each rank picks the device rank % len(cuda.gpus) (on a
# node with as many GPUs as ranks, its own), launches a kernel on its block
# of the data there, and rank 0 gathers which device each rank chose and
# reduces the results. Without a GPU, the kernel runs on the CPU path (the
# oracle: Numba's CUDA simulator, one device), with the same output.
import numpy as np
from numba import cuda
from mpi4py import MPI


@cuda.jit
def scaled_squares(x, factor, out):
    i = cuda.grid(1)
    if i < x.shape[0]:
        out[i] = factor * x[i] * x[i]


comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()

ngpus = len(cuda.gpus)
cuda.select_device(rank % ngpus)
device = rank % ngpus

# This rank's block of n values (uneven: the first n % size ranks take one
# more); -5.0, -4.5, ... so that every sum is exact.
n = 1001
count = n // size + (1 if rank < n % size else 0)
start = rank * (n // size) + min(rank, n % size)
x = np.arange(start, start + count) * 0.5 - 5.0
d_x = cuda.to_device(x)
d_out = cuda.device_array(count)
threads = 128
blocks = (count + threads - 1) // threads
scaled_squares[blocks, threads](d_x, 2.0, d_out)
out = d_out.copy_to_host()

# Each rank says whether its choice is a device of its node, and its block's
# sum, smallest and largest value go to rank 0.
ok = np.array([1 if 0 <= device < ngpus else 0], dtype=np.int32)
oks = np.zeros(size, dtype=np.int32)
comm.Gather(ok, oks, root=0)
local = np.array([out.sum()])
total = np.zeros(1)
comm.Reduce(local, total, op=MPI.SUM, root=0)
high = np.zeros(1)
comm.Reduce(np.array([out.max()]), high, op=MPI.MAX, root=0)
if rank == 0:
    print("ranks:", size, "every rank chose a device:", bool(oks.all()))
    print("sum of 2 x^2:", total[0], "largest:", high[0])
    print("rank 0's first values:", out[:4])
