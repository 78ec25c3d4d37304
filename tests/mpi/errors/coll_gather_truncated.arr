# Rank 0's receive buffer for Gather holds one element per rank, but the
# ranks send two each: Open MPI's truncation error, raised as mpi4py's
# MPI.Exception with the place of the call, ends the job.
# np: 2 4
# status: 1
# stderr: coll_gather_truncated\.arr:16:1: runtime error on rank 0: mpi4py\.MPI\.Exception: MPI_ERR_TRUNCATE: message truncated$
# stdout: gathering
import numpy as np
from mpi4py import MPI

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
recvbuf = np.zeros(comm.Get_size()) if rank == 0 else None
if rank == 0:
    print("gathering")
comm.Gather(np.ones(2), recvbuf, root=0)
comm.Barrier()
print("never")
