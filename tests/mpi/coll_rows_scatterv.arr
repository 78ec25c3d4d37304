# A 2-D field of n rows split by rows over the ranks with Scatterv (n not
# divisible by the rank count: the counts are rows times columns), a
# smoothing step on each block, and Gatherv of the blocks back to rank 0.
# Then a sub-communicator of even and odd ranks, each with its own sums.
import numpy as np
from numba import njit
from mpi4py import MPI


@njit
def smooth(block):
    out = block.copy()
    for i in range(block.shape[0]):
        for j in range(1, block.shape[1] - 1):
            out[i, j] = (block[i, j - 1] + 2.0 * block[i, j] + block[i, j + 1]) / 4.0
    return out


comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()

nrows, ncols = 7, 5
rows = np.array([nrows // size + (1 if r < nrows % size else 0) for r in range(size)])
counts = rows * ncols
displs = np.zeros(size, dtype=np.int64)
displs[1:] = np.cumsum(counts)[:-1]

field = None
if rank == 0:
    field = np.arange(nrows * ncols, dtype=np.float64).reshape(nrows, ncols) ** 1.5
block = np.empty((rows[rank], ncols))
comm.Scatterv([field, counts, displs, MPI.DOUBLE], block, root=0)
block = smooth(block)
result = np.empty((nrows, ncols)) if rank == 0 else None
comm.Gatherv(block, [result, counts, displs, MPI.DOUBLE], root=0)
if rank == 0:
    print("rows per rank", rows)
    np.set_printoptions(precision=4)
    print(result)

# Collectives on a communicator of the even ranks and one of the odd ones.
color = rank % 2
sub = comm.Split(color, rank)
value = np.array([rank * 1.0, 1.0])
sums = np.zeros(2)
sub.Allreduce(value, sums, op=MPI.SUM)
both = np.zeros(4)
both[2 * color:2 * color + 2] = sums
if sub.Get_rank() != 0:
    both[:] = 0.0
comm.Allreduce(MPI.IN_PLACE, both, op=MPI.SUM)
if rank == 0:
    print("even ranks: sum", both[0], "count", both[1])
    print("odd ranks: sum", both[2], "count", both[3])

# An operator held in a variable, chosen at run time.
op = MPI.MAX if size > 1 else MPI.MIN
m = np.array([float(rank), -float(rank)])
r = np.zeros(2)
comm.Allreduce(m, r, op=op)
if rank == 0:
    print("chosen operator gives", r)
