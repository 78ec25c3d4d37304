# Ping-pong between ranks 0 and 1: the classic latency benchmark. The
# times are measured but not printed (they differ between runs); what is
# printed is what the messages carried. Ranks beyond 1 take no part.
from mpi4py import MPI
import numpy as np

comm = MPI.COMM_WORLD
rank = comm.Get_rank()

for n in [1, 8, 1000]:
    msg = np.zeros(n, dtype=np.float64)
    reps = 10
    t0 = MPI.Wtime()
    for i in range(reps):
        if rank == 0:
            msg += 1.0
            comm.Send([msg, MPI.DOUBLE], dest=1, tag=i)
            comm.Recv([msg, MPI.DOUBLE], source=1, tag=i)
        elif rank == 1:
            comm.Recv([msg, MPI.DOUBLE], source=0, tag=i)
            msg *= 2.0
            comm.Send([msg, MPI.DOUBLE], dest=0, tag=i)
    elapsed = MPI.Wtime() - t0
    if rank == 0:
        latency = elapsed / (2 * reps)
        print("size", n, "first", msg[0], "last", msg[-1], "sum", msg.sum(), "timed", latency >= 0.0)

# Synchronous sends: Ssend returns only once the receive has started.
count = np.array([0], dtype=np.int64)
for i in range(5):
    if rank == 0:
        count[0] += 3
        comm.Ssend(count, dest=1)
        comm.Recv(count, source=1)
    elif rank == 1:
        comm.Recv(count, source=0)
        count[0] -= 1
        comm.Ssend(count, 0)
if rank == 0:
    print("count after five rounds:", count[0])
comm.Barrier()
