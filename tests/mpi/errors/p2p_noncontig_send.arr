# Every other element of an array is not one block of memory: mpi4py
# refuses it as a message buffer with a BufferError, and so does arrc,
# at the place of the Send; the other ranks, waiting in a barrier, do not
# hang.
# np: 1 2
# status: 1
# stderr: p2p_noncontig_send\.arr:16:5: runtime error( on rank 0)?: BufferError: dlpack: buffer is not contiguous$
from mpi4py import MPI
import numpy as np

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()
a = np.arange(10, dtype=np.float64)
if rank == 0:
    comm.Send(a[::2], dest=size - 1, tag=0)
comm.Barrier()
print("never")
