# A manager hands out work as tuples with comm.send and collects the
# workers' answers with comm.recv (mpi4py's pickle-based messages).
from mpi4py import MPI
import numpy as np

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()

TAG_WORK = 11
TAG_DONE = 12

if rank == 0:
    for worker in range(1, size):
        job = ("integrate", worker, 0.5 * worker, np.linspace(0.0, 1.0, worker + 2))
        comm.send(job, dest=worker, tag=TAG_WORK)
    results = []
    for worker in range(1, size):
        who, value, label = comm.recv(source=worker, tag=TAG_DONE)
        results.append((who, value, label))
    print("manager got", len(results), "results")
    for r in results:
        print(r)
else:
    kind, n, scale, xs = comm.recv(source=0, tag=TAG_WORK)
    total = float(np.sum(xs * scale))
    comm.send((rank, round(total, 6), kind + "-done"), dest=0, tag=TAG_DONE)

# Default tag and source: a token passed along the ranks.
if size > 1:
    if rank == 0:
        comm.send(-1, dest=1, tag=3)
        print("token back:", comm.recv(source=size - 1, tag=3))
    else:
        token = comm.recv(tag=3)
        comm.send(token - rank, dest=(rank + 1) % size, tag=3)
