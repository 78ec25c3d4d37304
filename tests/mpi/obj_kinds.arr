# A value received keeps the kind it was sent with: a NumPy scalar stays a
# NumPy scalar, a Python float a Python float.
from mpi4py import MPI
import numpy as np

comm = MPI.COMM_WORLD
rank = comm.Get_rank()

x = comm.allreduce(np.float64(1.5))
y = comm.allreduce(1.5)
a = np.arange(5)
k = comm.bcast(a[2], root=0)
n = comm.bcast(len(a), root=0)
f = comm.bcast(np.float32(0.1), root=0)
b = comm.allreduce(rank >= 0, op=MPI.LAND)
if rank == 0:
    print(type(x), type(y), x, y)
    print(type(k), type(n), k, n)
    print(type(f), f, b, type(b))
