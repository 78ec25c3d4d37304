# A strided view is not one block of memory: mpi4py refuses it as a
# message buffer with BufferError, and so does arrc.
# np: 1 2
# status: 1
# stderr: coll_not_contiguous\.arr:15:1: runtime error( on rank 0)?: BufferError: dlpack: buffer is not contiguous$
# stdout: before
import numpy as np
from mpi4py import MPI

comm = MPI.COMM_WORLD
a = np.arange(10.0)
total = np.zeros(5)
if comm.rank == 0:
    print("before")
comm.Allreduce(a[::2], total, op=MPI.SUM)
print("never")
