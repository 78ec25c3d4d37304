# Uneven splits with the vector collectives: n = 10 elements over the
# ranks (not divisible by 4), counts and displacements computed as MPI
# programs do, passed as lists, tuples or int arrays, in the forms mpi4py
# reads: [buf, counts, displs, type], [buf, (counts, displs), type],
# [buf, counts], and none at all (an even split, the first ranks one more).
import numpy as np
from mpi4py import MPI

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()

n = 10
counts = [n // size + (1 if r < n % size else 0) for r in range(size)]
displs = [0] * size
for r in range(1, size):
    displs[r] = displs[r - 1] + counts[r - 1]

# Scatterv: rank 0 holds the data, the others pass None inside the spec.
sendbuf = None
if rank == 0:
    sendbuf = np.arange(n, dtype=np.float64) * 1.5 - 4.0
mine = np.zeros(counts[rank])
comm.Scatterv([sendbuf, counts, displs, MPI.DOUBLE], mine, root=0)

# Work on the chunk, then Gatherv it back in reverse rank order.
mine = mine * mine
result = np.zeros(n) if rank == 0 else None
rev = np.array(displs[::-1], dtype=np.int32)
rev_counts = np.array(counts, dtype=np.int64)
rdispls = np.zeros(size, dtype=np.int32)
pos = 0
for r in range(size - 1, -1, -1):
    rdispls[r] = pos
    pos += counts[r]
comm.Gatherv(mine, [result, rev_counts, rdispls, MPI.DOUBLE], root=0)
if rank == 0:
    print("counts", counts, "displs", displs, "reversed at", rev[::-1][:1], rdispls)
    print("squares in reverse rank order", result)

# Allgatherv with the (counts, displs) pair of arrays.
ints = np.arange(counts[rank], dtype=np.int32) + 100 * rank
everything = np.full(n, -1, dtype=np.int32)
comm.Allgatherv(ints, [everything, (np.array(counts), np.array(displs)), MPI.INT])
if rank == 0:
    print("allgatherv", everything)

# [buf, counts]: the displacements are the running sums of the counts.
chunk = np.full(counts[rank], rank, dtype=np.int8)
gathered = np.zeros(n, dtype=np.int8)
comm.Allgatherv(chunk, [gathered, counts])
if rank == 0:
    print("by counts", gathered)

# No counts at all: mpi4py splits the buffer as evenly as it can.
src = np.arange(n, dtype=np.int64) if rank == 0 else None
piece = np.zeros(counts[rank], dtype=np.int64)
comm.Scatterv(src, piece, root=0)
back = np.zeros(n, dtype=np.int64)
comm.Allgatherv(piece, back)
if rank == 0:
    print("even split", back)

# The same count for every rank, with a stride between the blocks.
stride = 3
wide = np.zeros(stride * size, dtype=np.float32)
two = np.array([rank + 0.5, -rank - 0.25], dtype=np.float32)
comm.Allgatherv(two, [wide, (2, stride), MPI.FLOAT])
wide2 = np.zeros(stride * size, dtype=np.float32)
comm.Allgatherv(two, [wide2, 2, stride, MPI.FLOAT])
lists = np.zeros(n, dtype=np.int32)
comm.Allgatherv(ints, [lists, counts, None, MPI.INT])
if rank == 0:
    print("strided", wide, np.array_equal(wide, wide2))
    print("displacements None", lists)

# Gatherv at the root in place, and empty contributions.
sizes = np.array([r % 2 for r in range(size)], dtype=np.int32)
offs = np.cumsum(sizes) - sizes
total = int(np.sum(sizes))
if rank == 0:
    buf = np.full(max(total, 1), 7.0)
    comm.Gatherv(MPI.IN_PLACE, [buf, sizes, offs, MPI.DOUBLE], root=0)
    print("odd ranks", buf, total)
else:
    comm.Gatherv(np.full(sizes[rank], float(rank)), None, root=0)
