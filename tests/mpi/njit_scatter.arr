# Chunks of work handed out with scatter and collected with gather inside
# @njit code: the root splits an array, each rank transforms its chunk,
# the root (rank 0, then the last rank) gathers the results; allgather
# gives everyone the whole; int32 and complex chunks too, and chunks of
# zero elements.
import numba
import numpy as np
import numba_mpi as mpi

CHUNK = 3


@numba.njit
def scatter_work_gather(chunk, root):
    rank, size = mpi.rank(), mpi.size()
    data = np.zeros(chunk * size)
    if rank == root:
        data[:] = np.arange(chunk * size) * 1.5 - 4.0
    mine = np.zeros(chunk)
    s1 = mpi.scatter(data, mine, chunk, root)
    mine = mine * mine - rank
    result = np.zeros(chunk * size)
    s2 = mpi.gather(mine, result, chunk, root)
    return s1 + s2, result


@numba.njit
def everyone_gets_all(chunk):
    rank, size = mpi.rank(), mpi.size()
    mine = np.empty(chunk, dtype=np.int32)
    for k in range(chunk):
        mine[k] = -(rank * 10 + k)
    whole = np.zeros(chunk * size, dtype=np.int32)
    status = mpi.allgather(mine, whole, chunk)
    return status, whole


@numba.njit
def complex_round_trip():
    rank, size = mpi.rank(), mpi.size()
    data = np.zeros(2 * size, dtype=np.complex64)
    if rank == 0:
        for k in range(2 * size):
            data[k] = k + 1j * (k % 3)
    mine = np.zeros(2, dtype=np.complex64)
    status = mpi.scatter(data, mine, 2, 0)
    mine *= 1j
    back = np.zeros(2 * size, dtype=np.complex64)
    status += mpi.gather(mine, back, 2, 0)
    return status, back


@numba.njit
def empty_chunks():
    nothing = np.zeros(0)
    also_nothing = np.zeros(0)
    return mpi.scatter(nothing, also_nothing, 0, 0) + mpi.gather(nothing, also_nothing, 0, 0)


size, rank = mpi.size(), mpi.rank()
status, at_first = scatter_work_gather(CHUNK, 0)
status2, at_last = scatter_work_gather(CHUNK, size - 1)
mpi.bcast(at_last, size - 1)
status3, whole = everyone_gets_all(2)
status4, back = complex_round_trip()
status5 = empty_chunks()
if rank == 0:
    print("statuses", status, status2, status3, status4, status5)
    print("gathered at rank 0", at_first)
    print("gathered at the last rank", at_last)
    print("allgather", whole)
    print("complex", back)
