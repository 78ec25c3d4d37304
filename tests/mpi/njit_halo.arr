# Halo exchanges inside compiled time-stepping loops, the reason numba-mpi
# exists: a 1-D heat equation whose ghost cells travel with isend/irecv
# and waitall on an array of requests, and a 2-D Jacobi iteration split
# by columns whose ghost columns (not contiguous) travel with sendrecv.
# The grid sizes do not divide evenly by the rank count. Last, a shift
# along the chain of ranks whose ends talk to MPI.PROC_NULL, mpi4py's
# constant, which jitted code reads as Numba does, as a constant.
import numba
import numpy as np
import numba_mpi as mpi
from mpi4py import MPI
from mpi4py.MPI import ANY_TAG

N = 30
STEPS = 200
ALPHA = 0.25
NY, NX, ITERS = 6, 13, 40


@numba.njit
def local_range(n, rank, size):
    base, extra = n // size, n % size
    start = rank * base + min(rank, extra)
    return start, base + (1 if rank < extra else 0)


@numba.njit
def initial(n):
    start, count = local_range(n, mpi.rank(), mpi.size())
    u = np.zeros(count + 2)
    for i in range(count):
        x = (start + i + 0.5) / n
        u[i + 1] = np.sin(np.pi * x) + (1.0 if abs(x - 0.3) < 0.1 else 0.0)
    return u


@numba.njit
def exchange(u, reqs):
    rank, size = mpi.rank(), mpi.size()
    k = 0
    if rank > 0:
        status, reqs[k:k + 1] = mpi.isend(u[1:2], rank - 1, 1)
        assert status == mpi.SUCCESS
        status, reqs[k + 1:k + 2] = mpi.irecv(u[0:1], rank - 1, 2)
        assert status == mpi.SUCCESS
        k += 2
    if rank < size - 1:
        status, reqs[k:k + 1] = mpi.isend(u[-2:-1], rank + 1, 2)
        assert status == mpi.SUCCESS
        status, reqs[k + 1:k + 2] = mpi.irecv(u[-1:], rank + 1, 1)
        assert status == mpi.SUCCESS
        k += 2
    return mpi.waitall(reqs[:k])


@numba.njit
def heat(n, steps, alpha):
    u = initial(n)
    new = u.copy()
    reqs = np.zeros(4, dtype=mpi.RequestType)
    failures = 0
    for _ in range(steps):
        if exchange(u, reqs) != mpi.SUCCESS:
            failures += 1
        for i in range(1, u.size - 1):
            new[i] = u[i] + alpha * (u[i - 1] - 2.0 * u[i] + u[i + 1])
        u, new = new, u
    return u, failures


@numba.njit
def collect(u, n):
    rank, size = mpi.rank(), mpi.size()
    whole = np.zeros(n)
    start, count = local_range(n, rank, size)
    if rank == 0:
        whole[start:start + count] = u[1:count + 1]
        for r in range(1, size):
            s, c = local_range(n, r, size)
            mpi.recv(whole[s:s + c], r, 3)
    else:
        mpi.send(u[1:count + 1], 0, 3)
    return whole


@numba.njit
def jacobi(ny, nx, iters):
    rank, size = mpi.rank(), mpi.size()
    start, count = local_range(nx, rank, size)
    u = np.zeros((ny, count + 2))
    for j in range(count + 2):
        u[0, j] = 1.0 + 0.1 * (start + j)
    new = u.copy()
    statuses = 0
    for _ in range(iters):
        if rank > 0:
            statuses += mpi.sendrecv(u[:, 1], rank - 1, u[:, 0], rank - 1, 5, 6)
        if rank < size - 1:
            statuses += mpi.sendrecv(u[:, count], rank + 1, u[:, count + 1], rank + 1, 6, 5)
        for i in range(1, ny - 1):
            for j in range(1, count + 1):
                new[i, j] = 0.25 * (u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1])
        u, new = new, u
    local = np.array([u[1:ny - 1, 1:count + 1].sum()])
    total = np.zeros(1)
    statuses += mpi.allreduce(local, total)
    return total[0], statuses


@numba.njit
def shift_right():
    rank, size = mpi.rank(), mpi.size()
    left = rank - 1 if rank > 0 else MPI.PROC_NULL
    right = rank + 1 if rank < size - 1 else MPI.PROC_NULL
    got = np.full(2, -1.0)
    status = mpi.sendrecv(np.full(2, rank + 0.5), right, got, left, 9, ANY_TAG)
    everyone = np.zeros(2 * size)
    status += mpi.allgather(got, everyone, 2)
    return status, everyone


u, failures = heat(N, STEPS, ALPHA)
whole = collect(u, N)
total, statuses = jacobi(NY, NX, ITERS)
shift_status, shifted = shift_right()
if mpi.rank() == 0:
    print("heat: failed exchanges", failures)
    print(np.round(whole, 10))
    print("heat left:", round(whole.sum(), 10))
    print("jacobi: interior sum", round(total, 10), "statuses", statuses)
    print("shifted right:", shifted, "status", shift_status)
