# A receive buffer smaller than the message: Open MPI's truncation error
# becomes mpi4py's MPI.Exception, reported with the place of the Recv and
# the rank; the whole job ends (the other ranks wait in a barrier and
# must not hang).
# np: 2 4
# status: 1
# stderr: p2p_truncate\.arr:20:5: runtime error on rank 1: mpi4py\.MPI\.Exception: MPI_ERR_TRUNCATE: message truncated$
# stdout: sending 10 values
from mpi4py import MPI
import numpy as np

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
if rank == 0:
    data = np.arange(10, dtype=np.float64)
    print("sending", data.size, "values", flush=True)
    comm.Send(data, dest=1, tag=3)
elif rank == 1:
    small = np.zeros(5)
    comm.Recv(small, source=0, tag=3)
    print("never", small)
comm.Barrier()
print("never reached")
