# The twin of njit_halo.arr: the same computation with mpi4py calls in
# host code between the jitted steps.
import numba
import numpy as np
from mpi4py import MPI

comm = MPI.COMM_WORLD
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
def initial(n, rank, size):
    start, count = local_range(n, rank, size)
    u = np.zeros(count + 2)
    for i in range(count):
        x = (start + i + 0.5) / n
        u[i + 1] = np.sin(np.pi * x) + (1.0 if abs(x - 0.3) < 0.1 else 0.0)
    return u


def exchange(u):
    rank, size = comm.rank, comm.size
    reqs = []
    if rank > 0:
        reqs.append(comm.Isend(u[1:2], rank - 1, 1))
        reqs.append(comm.Irecv(u[0:1], rank - 1, 2))
    if rank < size - 1:
        reqs.append(comm.Isend(u[-2:-1], rank + 1, 2))
        reqs.append(comm.Irecv(u[-1:], rank + 1, 1))
    MPI.Request.Waitall(reqs)
    return 0


@numba.njit
def heat_step(u, new, alpha):
    for i in range(1, u.size - 1):
        new[i] = u[i] + alpha * (u[i - 1] - 2.0 * u[i] + u[i + 1])


def heat(n, steps, alpha):
    u = initial(n, comm.rank, comm.size)
    new = u.copy()
    failures = 0
    for _ in range(steps):
        if exchange(u) != 0:
            failures += 1
        heat_step(u, new, alpha)
        u, new = new, u
    return u, failures


def collect(u, n):
    rank, size = comm.rank, comm.size
    whole = np.zeros(n)
    start, count = local_range(n, rank, size)
    if rank == 0:
        whole[start:start + count] = u[1:count + 1]
        for r in range(1, size):
            s, c = local_range(n, r, size)
            comm.Recv(whole[s:s + c], r, 3)
    else:
        comm.Send(u[1:count + 1], 0, 3)
    return whole


@numba.njit
def jacobi_step(u, new, ny, count):
    for i in range(1, ny - 1):
        for j in range(1, count + 1):
            new[i, j] = 0.25 * (u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1])


@numba.njit
def interior_sum(u, ny, count):
    return u[1:ny - 1, 1:count + 1].sum()


def jacobi(ny, nx, iters):
    rank, size = comm.rank, comm.size
    start, count = local_range(nx, rank, size)
    u = np.zeros((ny, count + 2))
    for j in range(count + 2):
        u[0, j] = 1.0 + 0.1 * (start + j)
    new = u.copy()
    ghost = np.zeros(ny)
    for _ in range(iters):
        if rank > 0:
            comm.Sendrecv(np.ascontiguousarray(u[:, 1]), rank - 1, 5, ghost, rank - 1, 6)
            u[:, 0] = ghost
        if rank < size - 1:
            comm.Sendrecv(np.ascontiguousarray(u[:, count]), rank + 1, 6, ghost, rank + 1, 5)
            u[:, count + 1] = ghost
        jacobi_step(u, new, ny, count)
        u, new = new, u
    local = np.array([interior_sum(u, ny, count)])
    total = np.zeros(1)
    comm.Allreduce(local, total)
    return total[0], 0


def shift_right():
    rank, size = comm.rank, comm.size
    left = rank - 1 if rank > 0 else MPI.PROC_NULL
    right = rank + 1 if rank < size - 1 else MPI.PROC_NULL
    got = np.full(2, -1.0)
    comm.Sendrecv(np.full(2, rank + 0.5), right, 9, got, left, MPI.ANY_TAG)
    everyone = np.zeros(2 * size)
    comm.Allgather(got, everyone)
    return 0, everyone


u, failures = heat(N, STEPS, ALPHA)
whole = collect(u, N)
total, statuses = jacobi(NY, NX, ITERS)
shift_status, shifted = shift_right()
if comm.rank == 0:
    print("heat: failed exchanges", failures)
    print(np.round(whole, 10))
    print("heat left:", round(whole.sum(), 10))
    print("jacobi: interior sum", round(total, 10), "statuses", statuses)
    print("shifted right:", shifted, "status", shift_status)
