# Scatter splits the root's buffer in one block per rank: 5 elements do not
# divide between 2 ranks (mpi4py's ValueError, at the root).
# np: 2
# status: 1
# stderr: coll_count_mismatch\.arr:13:5: runtime error on rank 0: ValueError: message: cannot infer count, number of entries 5 is not a multiple of required number of blocks 2$
import numpy as np
from mpi4py import MPI

comm = MPI.COMM_WORLD
part = np.zeros(2, dtype=np.int32)
if comm.rank == 0:
    data = np.arange(5, dtype=np.int32)
    comm.Scatter(data, part, root=0)
else:
    comm.Scatter(None, part, root=0)
print("never", part)
