# The twin of njit_hello.arr: the same computation with mpi4py calls in
# host code (numba-mpi is not a Debian package).
import numpy as np
from mpi4py import MPI

comm = MPI.COMM_WORLD


def who():
    return comm.Get_rank(), comm.Get_size()


def roll_call(n):
    mine = np.array([comm.Get_rank() * 100 + comm.Get_size()], dtype=np.int64)
    everyone = np.zeros(n, dtype=np.int64)
    comm.Allgather(mine, everyone)
    return 0, everyone


def timed_barrier():
    t0 = MPI.Wtime()
    comm.Barrier()
    elapsed = MPI.Wtime() - t0
    return 0, elapsed >= 0.0


rank, size = who()
status, everyone = roll_call(size)
barrier_status, nonnegative = timed_barrier()
if rank == 0:
    print("hello from rank", rank, "of", size)
    print("host code sees", comm.Get_rank(), comm.Get_size())
    print("allgather status", status, "ranks", everyone)
    print("barrier status", barrier_status, "elapsed >= 0:", nonnegative)
    print("initialized", MPI.Is_initialized(), "thread level", MPI.Query_thread())
    print("success is", MPI.SUCCESS)
