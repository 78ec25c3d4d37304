# An operator held in a variable is known at run time only: MPI refuses
# MPI.BAND on floats there, as mpi4py's MPI.Exception.
# np: 1 2
# status: 1
# stderr: coll_op_refused\.arr:14:5: runtime error( on rank [01])?: mpi4py\.MPI\.Exception: MPI_ERR_OP: invalid reduce operation$
import numpy as np
from mpi4py import MPI

comm = MPI.COMM_WORLD
ops = [MPI.SUM, MPI.BAND]
x = np.ones(3)
y = np.zeros(3)
for op in ops:
    comm.Allreduce(x, y, op=op)
print("never")
