# MPI's errors are mpi4py's MPI.Exception, which a program can catch and
# carry on: a send to a rank that does not exist, a receive buffer too
# small for the message, and a strided buffer (BufferError).
from mpi4py import MPI
import numpy as np

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()
data = np.arange(8, dtype=np.float64)

try:
    comm.Send(data, dest=size, tag=1)
    print("sent?")
except MPI.Exception as e:
    if rank == 0:
        print("no such rank:", e)

small = np.zeros(3)
req = comm.Isend(data, dest=rank, tag=2)
try:
    comm.Recv(small, source=rank, tag=2)
except MPI.Exception as e:
    if rank == 0:
        print("too small:", e)
req.Wait()

try:
    comm.Sendrecv(data[::2], dest=rank, recvbuf=small, source=rank)
except BufferError as e:
    if rank == 0:
        print("strided:", e)

# After the errors, communication goes on as before.
right = (rank + 1) % size
left = (rank - 1) % size
out = np.zeros(8)
comm.Sendrecv(data + rank, dest=right, recvbuf=out, source=left)
if rank == 0:
    print("still working:", out)
