# The globals MPI programs keep: the communicator, rank and size, and
# neighbour ranks fixed up after their first assignment, read by host
# functions when they run and (rank, size) by an @njit function.
from mpi4py import MPI
import numpy as np
from numba import njit

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.size

up = rank - 1
if up < 0:
    up = MPI.PROC_NULL
down = rank + 1
if down > size - 1:
    down = MPI.PROC_NULL


@njit
def my_share(n):
    # Rows of an n-row grid this rank owns: the first n % size ranks get one more.
    base = n // size
    return base + 1 if rank < n % size else base


def report(n):
    rows = my_share(n)
    return "rank %d/%d: up %d, down %d, rows %d" % (rank, size, up, down, rows)


def total_rows(n):
    return sum([n // size + (1 if r < n % size else 0) for r in range(size)])


if rank == 0:
    print(report(10))
    print(report(3))
    print(total_rows(10), total_rows(3))
    print(up == MPI.PROC_NULL, down == MPI.PROC_NULL)
