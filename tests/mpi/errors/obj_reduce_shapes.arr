# Arrays reduce element by element, as NumPy's operators do: ranks whose
# arrays have different shapes cannot be added.
# np: 2
# status: 1
# stderr: obj_reduce_shapes\.arr:11:9: runtime error on rank 0: ValueError: operands could not be broadcast together with shapes \(2,\) \(3,\) $
from mpi4py import MPI
import numpy as np

comm = MPI.COMM_WORLD
local = np.arange(comm.Get_rank() + 2.0)
total = comm.allreduce(local, op=MPI.SUM)
print("never", total)
