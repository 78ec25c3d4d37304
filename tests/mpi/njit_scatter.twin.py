# The twin of njit_scatter.arr: the same computation with mpi4py calls in
# host code.
import numpy as np
from mpi4py import MPI

comm = MPI.COMM_WORLD
CHUNK = 3


def scatter_work_gather(chunk, root):
    rank, size = comm.rank, comm.size
    data = np.zeros(chunk * size)
    if rank == root:
        data[:] = np.arange(chunk * size) * 1.5 - 4.0
    mine = np.zeros(chunk)
    comm.Scatter(data, mine, root)
    mine = mine * mine - rank
    result = np.zeros(chunk * size)
    comm.Gather(mine, result, root)
    return 0, result


def everyone_gets_all(chunk):
    rank, size = comm.rank, comm.size
    mine = np.empty(chunk, dtype=np.int32)
    for k in range(chunk):
        mine[k] = -(rank * 10 + k)
    whole = np.zeros(chunk * size, dtype=np.int32)
    comm.Allgather(mine, whole)
    return 0, whole


def complex_round_trip():
    rank, size = comm.rank, comm.size
    data = np.zeros(2 * size, dtype=np.complex64)
    if rank == 0:
        for k in range(2 * size):
            data[k] = k + 1j * (k % 3)
    mine = np.zeros(2, dtype=np.complex64)
    comm.Scatter(data, mine, 0)
    mine *= 1j
    back = np.zeros(2 * size, dtype=np.complex64)
    comm.Gather(mine, back, 0)
    return 0, back


def empty_chunks():
    nothing = np.zeros(0)
    also_nothing = np.zeros(0)
    comm.Scatter(nothing, also_nothing, 0)
    comm.Gather(nothing, also_nothing, 0)
    return 0


size, rank = comm.size, comm.rank
status, at_first = scatter_work_gather(CHUNK, 0)
status2, at_last = scatter_work_gather(CHUNK, size - 1)
comm.Bcast(at_last, size - 1)
status3, whole = everyone_gets_all(2)
status4, back = complex_round_trip()
status5 = empty_chunks()
if rank == 0:
    print("statuses", status, status2, status3, status4, status5)
    print("gathered at rank 0", at_first)
    print("gathered at the last rank", at_last)
    print("allgather", whole)
    print("complex", back)
