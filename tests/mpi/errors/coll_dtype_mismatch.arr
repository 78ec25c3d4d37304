# Allreduce needs the same MPI datatype on both sides: an int64 send buffer
# and a float64 receive buffer are mpi4py's ValueError.
# np: 1 2
# status: 1
# stderr: coll_dtype_mismatch\.arr:13:5: runtime error( on rank [01])?: ValueError: mismatch in send and receive MPI datatypes$
import numpy as np
from mpi4py import MPI

comm = MPI.COMM_WORLD
counts = np.arange(4)
result = np.zeros(4)
try:
    comm.Allreduce(counts, result, op=MPI.SUM)
except ZeroDivisionError:
    print("not this one")
print("never")
