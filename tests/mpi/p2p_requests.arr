# Requests and statuses in more detail: Waitall filling a list of
# statuses, a cancelled receive, waiting on a request that already
# completed, Testany, Free, and a status reused across receives.
from mpi4py import MPI
import numpy as np

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()
right = (rank + 1) % size
left = (rank - 1) % size

bufs = [np.zeros(k + 1, dtype=np.float64) for k in range(3)]
sts = [MPI.Status(), MPI.Status(), MPI.Status()]
reqs = []
for k in range(3):
    reqs.append(comm.Irecv(bufs[k], source=left, tag=k))
sends = []
for k in range(3):
    sends.append(comm.Isend(np.full(k + 1, rank + k / 10), dest=right, tag=k))
MPI.Request.Waitall(reqs, sts)
MPI.Request.Waitall(sends)
if rank == 0:
    for k in range(3):
        print("message", k, "from", sts[k].source, "tag", sts[k].tag, "count", sts[k].Get_count(MPI.DOUBLE), bufs[k])

# A request that completed: Wait and Test return at once, with an empty
# status.
st = MPI.Status()
print_it = reqs[0].Wait(st)
if rank == 0:
    print("wait again:", print_it, reqs[0].Test(), st.Get_source(), st.Get_tag(), st.Get_count())

# A receive nobody matches, cancelled.
lonely = np.zeros(4)
r = comm.Irecv(lonely, source=MPI.ANY_SOURCE, tag=999)
r.Cancel()
r.Wait(st)
if rank == 0:
    print("cancelled:", st.Is_cancelled())

# Testany on requests: once one is found complete, its index.
box = np.zeros(1, dtype=np.int64)
recv = comm.Irecv(box, source=left, tag=50)
send = comm.Isend(np.array([rank * 100], dtype=np.int64), dest=right, tag=50)
send.Wait()
found = False
while not found:
    index, found = MPI.Request.Testany([recv])
if rank == 0:
    print("testany:", index, found, box)
    print("nothing active:", MPI.Request.Testany([recv]), MPI.Request.Testall([recv, send]))

# Free: the send completes on its own; the matching receive still gets it.
got = np.zeros(2, dtype=np.int16)
r2 = comm.Irecv(got, source=left, tag=60)
s2 = comm.Isend(np.array([-rank, rank], dtype=np.int16), dest=right, tag=60)
r2.Wait()
s2.Free()
comm.Barrier()
if rank == 0:
    print("after free:", got)

# A table of requests that starts as MPI.REQUEST_NULL and is filled for
# the neighbours this rank has; the empty slots stay null.
neighbours = [r for r in [rank - 1, rank + 1] if 0 <= r < size]
table = [MPI.REQUEST_NULL for _ in range(4)]
halo = [np.zeros(3, dtype=np.int32) for _ in range(2)]
for k in range(len(neighbours)):
    table[k] = comm.Irecv(halo[k], source=neighbours[k], tag=70)
    table[2 + k] = comm.Isend(np.full(3, rank, dtype=np.int32), dest=neighbours[k], tag=70)
MPI.Request.Waitall(table)
if rank == 0:
    print("neighbours", neighbours, "sent", [int(h[0]) for h in halo[:len(neighbours)]])
    print("null request:", MPI.REQUEST_NULL.Test(), MPI.Request.Waitany([MPI.REQUEST_NULL]))
