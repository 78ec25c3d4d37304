# A token travels around a ring of ranks: each rank adds its rank to the
# running sum it receives from its left neighbour and passes it on to its
# right one. Blocking Send/Recv in the classic order (rank 0 sends first),
# then the same with Sendrecv, which cannot deadlock.
from mpi4py import MPI
import numpy as np

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()
right = (rank + 1) % size
left = (rank - 1) % size

token = np.zeros(3, dtype=np.int64)
if rank == 0:
    token[1] = 1
    token[2] = -1
if size == 1:
    pass
elif rank == 0:
    comm.Send(token, dest=right, tag=11)
    comm.Recv(token, source=left, tag=11)
else:
    comm.Recv(token, source=left, tag=11)
    token[0] += rank
    token[1] *= 2
    token[2] -= rank * rank
    comm.Send(token, dest=right, tag=11)
if rank == 0:
    print("after one lap:", token)

# Sendrecv: every rank sends right and receives from the left at once.
mine = np.array([rank * 10.0, -rank - 0.5])
got = np.empty(2)
for lap in range(size):
    comm.Sendrecv(mine, dest=right, sendtag=lap, recvbuf=got, source=left, recvtag=lap)
    mine[:] = got
    mine += 1.0
print_rank = 0
if rank == print_rank:
    print("values back home after", size, "steps:", mine)

# Positional arguments, as mpi4py's signature orders them.
buf = np.full(4, rank, dtype=np.int32)
out = np.zeros(4, dtype=np.int32)
comm.Sendrecv(buf, right, 0, out, left, 0)
total = np.zeros(1, dtype=np.int32)
total[0] = out.sum()
if rank == 0:
    print("received from the left:", out, total)

# Sendrecv_replace: the buffer is sent and overwritten with what arrives.
shift = np.arange(5, dtype=np.float64) + rank
for k in range(3):
    comm.Sendrecv_replace(shift, dest=right, source=left)
if rank == 0:
    print("shifted three times:", shift)
