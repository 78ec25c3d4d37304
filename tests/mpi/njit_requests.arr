# numba-mpi's requests and status codes between ranks 0 and 1 (the others
# wait in the barrier): wait and test on one request, waitall on a tuple
# of requests, waitany, testall and testany on arrays of them, recv with
# its default source and tag, isend of a column of a temporary array;
# and the MPI error codes numba-mpi returns
# instead of raising: a message longer than the receive buffer
# (MPI_ERR_TRUNCATE), a rank that does not exist (MPI_ERR_RANK), and
# requests never started, all zero (MPI_ERR_REQUEST).
import numba
import numpy as np
import numba_mpi as mpi


@numba.njit
def first(log):
    a = np.arange(4.0)
    b = np.zeros(4)
    status, req = mpi.isend(a, 1)
    log[0] = status + mpi.wait(req)
    log[1] = mpi.wait(req)  # the request is done: MPI_REQUEST_NULL now
    status, req = mpi.irecv(b, 1, 7)
    done = False
    while not done:
        status, done = mpi.test(req)
    log[2] = status
    c1, c2 = np.zeros(2, dtype=np.int32), np.zeros(3, dtype=np.int32)
    s1, r1 = mpi.irecv(c1, 1, 8)
    s2, r2 = mpi.irecv(c2, 1, 9)
    log[3] = s1 + s2 + mpi.waitall((r1, r2))
    reqs = np.zeros(2, dtype=mpi.RequestType)
    d1, d2 = np.zeros(1, dtype=np.int64), np.zeros(1, dtype=np.int64)
    status, reqs[0:1] = mpi.irecv(d1, 1, 10)
    status, reqs[1:2] = mpi.irecv(d2, 1, 11)
    sa, ia = mpi.waitany(reqs)
    sb, ib = mpi.waitany(reqs)
    log[4] = sa + sb
    log[5] = min(ia, ib) * 10 + max(ia, ib)
    status, reqs[0:1] = mpi.irecv(d1, 1, 12)
    status, reqs[1:2] = mpi.irecv(d2, 1, 13)
    flag = False
    while not flag:
        status, flag = mpi.testall(reqs)
    log[6] = status
    status, reqs[0:1] = mpi.irecv(d1, 1, 14)
    flag = False
    index = -1
    while not flag:
        status, flag, index = mpi.testany(reqs[0:1])
    log[7] = status * 100 + index
    e = np.zeros(2, dtype=np.complex128)
    log[8] = mpi.recv(e)
    short = np.zeros(3, dtype=np.uint8)
    log[9] = mpi.recv(short, 1, 15)
    log[10] = mpi.send(a, mpi.size() + 5, 0)
    log[11] = mpi.waitall(np.zeros(3, dtype=mpi.RequestType))
    column = np.zeros(3)
    log[12] = mpi.recv(column, 1, 16)
    return b, c1, c2, d1[0] + d2[0], e, short, column


@numba.njit
def second():
    a = np.zeros(4)
    mpi.recv(a, 0)
    mpi.send(a * 2.0 + 1.0, 0, 7)
    mpi.send(np.array([1, 2], dtype=np.int32), 0, 8)
    mpi.send(np.array([3, 4, 5], dtype=np.int32), 0, 9)
    mpi.send(np.array([100]), 0, 11)
    mpi.send(np.array([20]), 0, 10)
    mpi.send(np.array([3]), 0, 12)
    mpi.send(np.array([4]), 0, 13)
    mpi.send(np.array([5]), 0, 14)
    mpi.send(np.array([1 + 1j, -2j]), 0, 42)
    mpi.send(np.arange(5, dtype=np.uint8), 0, 15)
    # A column of a temporary array: isend sends a contiguous copy, which
    # lives until the wait, though nothing else refers to it.
    status, req = mpi.isend((np.arange(6.0).reshape(3, 2) * 2)[:, 1], 0, 16)
    return status + mpi.wait(req)


rank = mpi.rank()
log = np.zeros(13, dtype=np.int64)
if rank == 0:
    b, c1, c2, d, e, short, column = first(log)
    print("statuses", log[:5], "waitany indices", log[5], "testall", log[6], "testany", log[7])
    print("received", b, c1, c2, d, e)
    print("truncated:", log[9], short, "no such rank:", log[10], "never started:", log[11])
    print("column of a temporary", column, log[12])
elif rank == 1:
    print_nothing = second()
mpi.barrier()
