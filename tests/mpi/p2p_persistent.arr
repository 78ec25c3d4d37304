# Persistent requests: the same halo exchange repeated every iteration is
# set up once with Send_init/Recv_init, started each time with
# MPI.Prequest.Startall (or req.Start()) and completed with Waitall; the
# buffers are refilled in place between iterations. Free releases them.
from mpi4py import MPI
import numpy as np

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()
right = (rank + 1) % size
left = (rank - 1) % size

outbox = np.zeros(4)
inbox = np.zeros(4)
reqs = [comm.Send_init(outbox, dest=right, tag=3), comm.Recv_init(inbox, source=left, tag=3)]
st = MPI.Status()
# Inactive persistent requests complete at once.
inactive = reqs[1].Wait(st)
if rank == 0:
    print("inactive:", inactive, reqs[0].Test(), st.source, st.tag)

history = []
for it in range(6):
    outbox[:] = np.arange(4) * (it + 1) + rank
    MPI.Prequest.Startall(reqs)
    MPI.Request.Waitall(reqs)
    history.append(inbox.sum())
if rank == 0:
    print("received sums:", history)

counts = np.zeros(2, dtype=np.int64)
got = np.zeros(2, dtype=np.int64)
send = comm.Ssend_init([counts, MPI.INT64_T], right, 4)
recv = comm.Recv_init([got, MPI.INT64_T], left, 4)
for it in range(3):
    counts[0] = it
    counts[1] = -rank * it
    recv.Start()
    send.Start()
    send.Wait()
    recv.Wait(st)
    if rank == 0:
        print("iteration", it, "got", got, "from", st.Get_source(), "count", st.Get_count(MPI.INT64_T))
for r in reqs:
    r.Free()
send.Free()
recv.Free()
