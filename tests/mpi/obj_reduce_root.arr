# reduce gives the result on the root and None on the other ranks.
from mpi4py import MPI
import numpy as np

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()

local = np.arange(4, dtype=np.int64) * (rank + 1) - 3
total = comm.reduce(local, op=MPI.SUM, root=0)
if rank == 0:
    print("sum of arrays:", total, total.dtype)
prod = comm.reduce(np.full(2, rank + 1.5), op=MPI.PROD, root=0)
if prod is not None:
    print("product:", prod)

last = size - 1
energy = comm.reduce(0.25 * rank - 1.0, root=last)
text = comm.reduce(str(rank), op=MPI.SUM, root=last)
lists = comm.reduce([rank, rank * 10], root=last)
summary = comm.gather((energy, text, lists), root=last)
summary = comm.bcast(summary, root=last)
if rank == 0:
    print("on the last rank:", summary[last])
    print(summary)
