# numba-mpi's hello world: rank and size read inside @njit code, the
# ranks collected with allgather, and wtime() used to time a barrier (the
# time itself is not printed: it differs from run to run).
import numba
import numpy as np
import numba_mpi as mpi


@numba.njit
def who():
    return mpi.rank(), mpi.size()


@numba.njit
def roll_call(n):
    mine = np.array([mpi.rank() * 100 + mpi.size()], dtype=np.int64)
    everyone = np.zeros(n, dtype=np.int64)
    status = mpi.allgather(mine, everyone, 1)
    return status, everyone


@numba.njit
def timed_barrier():
    t0 = mpi.wtime()
    status = mpi.barrier()
    elapsed = mpi.wtime() - t0
    return status, elapsed >= 0.0


rank, size = who()
status, everyone = roll_call(size)
barrier_status, nonnegative = timed_barrier()
if rank == 0:
    print("hello from rank", rank, "of", size)
    print("host code sees", mpi.rank(), mpi.size())
    print("allgather status", status, "ranks", everyone)
    print("barrier status", barrier_status, "elapsed >= 0:", nonnegative)
    print("initialized", mpi.initialized(), "thread level", mpi.query_thread())
    print("success is", mpi.SUCCESS)
