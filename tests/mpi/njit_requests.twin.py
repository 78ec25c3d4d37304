# The twin of njit_requests.arr: the same exchanges with mpi4py calls in
# host code; where numba-mpi returns an MPI error code, mpi4py raises
# MPI.Exception, whose code the twin records. Requests that were never
# started are zero handles in numba-mpi, which Open MPI refuses with
# MPI_ERR_REQUEST; mpi4py cannot make such a request, so the twin records
# that code itself.
import numpy as np
from mpi4py import MPI

comm = MPI.COMM_WORLD


def code_of(call):
    try:
        call()
        return 0
    except MPI.Exception as e:
        return e.Get_error_code()


def first(log):
    a = np.arange(4.0)
    b = np.zeros(4)
    req = comm.Isend(a, 1)
    req.Wait()
    log[0] = 0
    req.Wait()
    log[1] = 0
    req = comm.Irecv(b, 1, 7)
    while not req.Test():
        pass
    log[2] = 0
    c1, c2 = np.zeros(2, dtype=np.int32), np.zeros(3, dtype=np.int32)
    reqs = [comm.Irecv(c1, 1, 8), comm.Irecv(c2, 1, 9)]
    MPI.Request.Waitall(reqs)
    log[3] = 0
    d1, d2 = np.zeros(1, dtype=np.int64), np.zeros(1, dtype=np.int64)
    reqs = [comm.Irecv(d1, 1, 10), comm.Irecv(d2, 1, 11)]
    ia = MPI.Request.Waitany(reqs)
    ib = MPI.Request.Waitany(reqs)
    log[4] = 0
    log[5] = min(ia, ib) * 10 + max(ia, ib)
    reqs = [comm.Irecv(d1, 1, 12), comm.Irecv(d2, 1, 13)]
    while not MPI.Request.Testall(reqs):
        pass
    log[6] = 0
    reqs = [comm.Irecv(d1, 1, 14)]
    flag = False
    while not flag:
        index, flag = MPI.Request.Testany(reqs)
    log[7] = index
    e = np.zeros(2, dtype=np.complex128)
    comm.Recv(e, MPI.ANY_SOURCE, MPI.ANY_TAG)
    log[8] = 0
    short = np.zeros(3, dtype=np.uint8)
    log[9] = code_of(lambda: comm.Recv([short, MPI.CHAR], 1, 15))
    log[10] = code_of(lambda: comm.Send(a, comm.size + 5, 0))
    log[11] = MPI.ERR_REQUEST
    column = np.zeros(3)
    comm.Recv(column, 1, 16)
    log[12] = 0
    return b, c1, c2, d1[0] + d2[0], e, short, column


def second():
    a = np.zeros(4)
    comm.Recv(a, 0)
    comm.Send(a * 2.0 + 1.0, 0, 7)
    comm.Send(np.array([1, 2], dtype=np.int32), 0, 8)
    comm.Send(np.array([3, 4, 5], dtype=np.int32), 0, 9)
    comm.Send(np.array([100]), 0, 11)
    comm.Send(np.array([20]), 0, 10)
    comm.Send(np.array([3]), 0, 12)
    comm.Send(np.array([4]), 0, 13)
    comm.Send(np.array([5]), 0, 14)
    comm.Send(np.array([1 + 1j, -2j]), 0, 42)
    comm.Send([np.arange(5, dtype=np.uint8), MPI.CHAR], 0, 15)
    comm.Isend(np.ascontiguousarray((np.arange(6.0).reshape(3, 2) * 2)[:, 1]), 0, 16).Wait()
    return 0


rank = comm.rank
log = np.zeros(13, dtype=np.int64)
if rank == 0:
    b, c1, c2, d, e, short, column = first(log)
    print("statuses", log[:5], "waitany indices", log[5], "testall", log[6], "testany", log[7])
    print("received", b, c1, c2, d, e)
    print("truncated:", log[9], short, "no such rank:", log[10], "never started:", log[11])
    print("column of a temporary", column, log[12])
elif rank == 1:
    print_nothing = second()
comm.Barrier()
