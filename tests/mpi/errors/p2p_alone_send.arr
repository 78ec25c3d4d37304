# A program that sends to rank 1 while it runs alone (no mpirun, or
# mpirun -np 1): MPI has no rank 1, and mpi4py raises MPI.Exception
# MPI_ERR_RANK; arrc reports it at the Send and ends with status 1.
# np: 0 1
# status: 1
# stderr: p2p_alone_send\.arr:15:5: runtime error: mpi4py\.MPI\.Exception: MPI_ERR_RANK: invalid rank$
# stdout: alone: 1
from mpi4py import MPI
import numpy as np

comm = MPI.COMM_WORLD
size = comm.Get_size()
print("alone:", size, flush=True)
if comm.Get_rank() == 0:
    comm.Send(np.ones(3), dest=1, tag=0)
print("never")
