# Rank 0 reads the parameters of a run and broadcasts them; every rank
# works on its share and Reduce brings the partial sums to rank 0 (recvbuf
# is None on the other ranks, as mpi4py programs write it).
import numpy as np
from mpi4py import MPI

comm = MPI.COMM_WORLD
rank = comm.rank
size = comm.size

params = np.zeros(3)
steps = np.zeros(2, dtype=np.int32)
if rank == 0:
    params[0] = 0.5
    params[1] = -1.25
    params[2] = 3.0
    steps[0] = 7
    steps[1] = 11
comm.Bcast(params, root=0)
comm.Bcast([steps, MPI.INT])

# Each rank evaluates a polynomial at its own points.
x = np.arange(rank * 4, rank * 4 + 4, dtype=np.float64) / 10.0
partial = params[0] + params[1] * x + params[2] * x * x

recv = None
if rank == 0:
    recv = np.empty(4)
comm.Reduce(partial, recv, op=MPI.SUM, root=0)
if rank == 0:
    print("steps", steps, steps.dtype)
    print("params", params)
    print("sum of partials", recv)

# The product and the extremes of integers, to the last rank.
last = size - 1
vals = np.array([rank + 1, -(rank + 2), 3], dtype=np.int64)
results = np.zeros(6, dtype=np.int64)
if rank == last:
    prod = np.zeros(3, dtype=np.int64)
    big = np.zeros(3, dtype=np.int64)
    comm.Reduce(vals, prod, op=MPI.PROD, root=last)
    comm.Reduce([vals, MPI.LONG], [big, MPI.LONG], MPI.MAX, last)
    # The last rank passes its results on, so that rank 0 prints them.
    results[:3] = prod
    results[3:] = big
else:
    comm.Reduce(vals, None, op=MPI.PROD, root=last)
    comm.Reduce([vals, MPI.LONG], None, MPI.MAX, last)
comm.Bcast(results, root=last)
if rank == 0:
    print("prod", results[:3])
    print("max", results[3:])

# IN_PLACE at the root: its own buffer is its contribution and the result.
acc = np.full(5, float(rank + 1))
if rank == 0:
    comm.Reduce(MPI.IN_PLACE, acc, op=MPI.SUM, root=0)
    print("in place", acc)
else:
    comm.Reduce(acc, None, op=MPI.SUM, root=0)

# A Bcast from a rank other than 0 on a duplicated communicator.
dup = comm.Dup()
flags = np.array([rank == last, rank % 2 == 0])
dup.Bcast(flags, root=last)
if rank == 0:
    print("flags from the last rank", flags)
