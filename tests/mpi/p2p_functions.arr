# MPI calls inside the program's own functions, on the global
# communicator, as MPI programs are usually organized: a halo exchange
# function, a function that returns requests, and one that fills a status
# it is given. The kernel of the computation is an @njit function.
from mpi4py import MPI
import numpy as np
from numba import njit

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()


@njit
def smooth(u):
    out = u.copy()
    for i in range(1, u.shape[0] - 1):
        out[i] = 0.25 * u[i - 1] + 0.5 * u[i] + 0.25 * u[i + 1]
    return out


def exchange_halos(u):
    left = rank - 1 if rank > 0 else MPI.PROC_NULL
    right = rank + 1 if rank < size - 1 else MPI.PROC_NULL
    n = u.shape[0]
    comm.Sendrecv(u[1:2], dest=left, sendtag=0, recvbuf=u[n - 1:n], source=right, recvtag=0)
    comm.Sendrecv(u[n - 2:n - 1], dest=right, sendtag=1, recvbuf=u[0:1], source=left, recvtag=1)


def start_exchange(send_buf, recv_buf, peer, tag):
    r = comm.Irecv(recv_buf, source=peer, tag=tag)
    s = comm.Isend(send_buf, dest=peer, tag=tag)
    return [r, s]


def receive_any(buf, status):
    comm.Recv(buf, source=MPI.ANY_SOURCE, tag=MPI.ANY_TAG, status=status)
    return status.Get_source()


def collect(local):
    # Rank 0 gathers every rank's block (all of the same size) in order.
    if rank == 0:
        everything = np.zeros(size * local.shape[0])
        everything[0:local.shape[0]] = local
        block = np.zeros(local.shape[0])
        for src in range(1, size):
            comm.Recv(block, source=src, tag=42)
            everything[src * local.shape[0]:(src + 1) * local.shape[0]] = block
        return everything
    comm.Send(local, dest=0, tag=42)
    return local


u = np.zeros(6)
u[1:5] = np.arange(4) + 4.0 * rank
for it in range(5):
    exchange_halos(u)
    u = smooth(u)
result = collect(u[1:5].copy())
if rank == 0:
    print(np.round(result, 5))

peer = size - 1 - rank
mine = np.array([rank, rank * rank], dtype=np.int64)
theirs = np.zeros(2, dtype=np.int64)
reqs = start_exchange(mine, theirs, peer, 9)
MPI.Request.Waitall(reqs)
if rank == 0:
    print("peer", peer, "sent", theirs)

status = MPI.Status()
if rank != 0:
    comm.Send(np.array([rank * 1.5]), dest=0, tag=rank)
else:
    seen = []
    box = np.zeros(1)
    for k in range(size - 1):
        src = receive_any(box, status)
        seen.append((src, status.Get_tag(), box[0]))
    seen.sort()
    print(seen)
