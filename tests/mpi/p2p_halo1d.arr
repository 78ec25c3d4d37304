# A 1-D heat equation split over the ranks, each owning a block of the
# rod plus one ghost cell on each side. Every step the ranks trade edge
# values with their neighbours through Sendrecv (MPI.PROC_NULL at the
# ends of the rod, so the end ranks need no special case), then update
# their interior. The rod's 30 cells split unevenly over 4 ranks. At the
# end, rank 0 gathers the blocks with Send/Recv of [array, count,
# MPI.DOUBLE] and prints the temperatures.
from mpi4py import MPI
import numpy as np

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()

n_global = 30
base = n_global // size
extra = n_global % size
n_local = base + (1 if rank < extra else 0)
start = rank * base + min(rank, extra)

u = np.zeros(n_local + 2)
for i in range(n_local):
    x = (start + i) / (n_global - 1)
    u[i + 1] = 100.0 * np.sin(np.pi * x) + (50.0 if start + i == n_global // 2 else 0.0)

left = rank - 1 if rank > 0 else MPI.PROC_NULL
right = rank + 1 if rank < size - 1 else MPI.PROC_NULL
alpha = 0.25

for step in range(200):
    # Send my first interior cell left, receive my right ghost from the right.
    comm.Sendrecv(u[1:2], dest=left, sendtag=0, recvbuf=u[n_local + 1:n_local + 2], source=right, recvtag=0)
    # Send my last interior cell right, receive my left ghost from the left.
    comm.Sendrecv(u[n_local:n_local + 1], dest=right, sendtag=1, recvbuf=u[0:1], source=left, recvtag=1)
    if rank == 0:
        u[0] = 0.0
    if rank == size - 1:
        u[n_local + 1] = 0.0
    new = u[1:n_local + 1] + alpha * (u[0:n_local] - 2.0 * u[1:n_local + 1] + u[2:n_local + 2])
    u[1:n_local + 1] = new

if rank == 0:
    result = np.zeros(n_global)
    result[0:n_local] = u[1:n_local + 1]
    offset = n_local
    block = np.zeros(base + 1)
    for src in range(1, size):
        count = base + (1 if src < extra else 0)
        comm.Recv([block, count, MPI.DOUBLE], source=src, tag=99)
        result[offset:offset + count] = block[0:count]
        offset += count
    print("cells:", offset)
    print(np.round(result, 4))
    print("heat left:", round(result.sum(), 6))
    print("hottest cell:", np.argmax(result))
else:
    interior = u[1:n_local + 1].copy()
    comm.Send([interior, n_local, MPI.DOUBLE], dest=0, tag=99)
