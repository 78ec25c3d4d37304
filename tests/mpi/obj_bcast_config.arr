# The root reads a configuration and broadcasts it; the other ranks start
# with None, as in mpi4py's tutorial.
from mpi4py import MPI
import numpy as np

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()

config = None
if rank == 0:
    config = (128, "jacobi", 1e-6, True)
config = comm.bcast(config, root=0)
n, method, tol, verbose = config

names = None
if rank == 0:
    names = ["alpha", "beta", "gamma"]
names = comm.bcast(names, root=0)

grid = None
if rank == 0:
    grid = np.arange(12, dtype=np.float64).reshape(3, 4) - 5.5
grid = comm.bcast(grid, root=0)

# A root other than 0.
seed = comm.bcast(1000 + rank, root=size - 1)

# bcast returns a new copy on the root too.
data = np.zeros(3)
copy = comm.bcast(data, root=0)
copy[0] = 7.0

summary = comm.gather((rank, n * 2, method.upper(), tol, verbose, len(names), float(grid.sum()), seed), root=0)
if summary is not None:
    for s in summary:
        print(s)
    print(grid.shape, grid.dtype, names)
    print(data, copy)
