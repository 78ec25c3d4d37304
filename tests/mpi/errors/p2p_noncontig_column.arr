# A column of a C-ordered 2-D array is strided: receiving into it is
# refused with mpi4py's BufferError, at the place of the Recv, on the
# rank that tried; the job ends.
# np: 2
# status: 1
# stderr: p2p_noncontig_column\.arr:17:5: runtime error on rank 1: BufferError: dlpack: buffer is not contiguous$
from mpi4py import MPI
import numpy as np

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
grid = np.zeros((4, 4), dtype=np.int32)
if rank == 0:
    comm.Send(np.arange(4, dtype=np.int32), dest=1, tag=5)
    comm.Recv(grid[0], source=1, tag=6)
elif rank == 1:
    comm.Recv(grid[:, 1], source=0, tag=5)
    comm.Send(grid[0], dest=0, tag=6)
print("never", grid)
