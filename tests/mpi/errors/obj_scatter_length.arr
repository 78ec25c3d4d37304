# scatter needs one item per rank: the root's list has one too few.
# np: 2 4
# status: 1
# stderr: obj_scatter_length\.arr:17:8: runtime error on rank 0: ValueError: expecting [24] items, got [13]$
# stdout: start
from mpi4py import MPI

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()
if rank == 0:
    print("start")
items = None
if rank == 0:
    items = list(range(size - 1))
comm.Barrier()
mine = comm.scatter(items, root=0)
print("never", mine)
