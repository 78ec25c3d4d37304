# A run-time error in one rank ends the whole job: its message names the
# rank and the place, and the other ranks, waiting in a barrier, do not
# hang.
# np: 2 4
# status: 1
# stderr: rank_raises\.arr:19:12: runtime error on rank 1: ZeroDivisionError: integer division or modulo by zero$
# stdout: before
from mpi4py import MPI

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
if rank == 0:
    print("before")


def divide(a, b):
    if b == 0 and rank == 1:
        pass
    return a // b


comm.Barrier()
x = divide(10, 0 if rank == 1 else 1)
comm.Barrier()
print("never", x)
