# The twin of njit_allreduce.arr: the same computation with mpi4py calls
# in host code, with the MPI datatypes numba-mpi uses (uint8 travels as
# MPI.CHAR) and its status codes (0, or the MPI.Exception's error code).
import numba
import numpy as np
from mpi4py import MPI

comm = MPI.COMM_WORLD
DATATYPES = {
    np.dtype(np.uint8): MPI.CHAR, np.dtype(np.int32): MPI.INT32_T, np.dtype(np.int64): MPI.INT64_T,
    np.dtype(np.float64): MPI.DOUBLE, np.dtype(np.complex64): MPI.C_FLOAT_COMPLEX,
    np.dtype(np.complex128): MPI.C_DOUBLE_COMPLEX,
}


def allreduce(send, recv, op=MPI.SUM):
    send = np.ascontiguousarray(send)
    try:
        comm.Allreduce([send, DATATYPES[send.dtype]], [recv, DATATYPES[send.dtype]], op=op)
        return 0
    except MPI.Exception as e:
        return e.Get_error_code()


def reduce(send, recv, op, root):
    try:
        comm.Reduce([send, DATATYPES[send.dtype]], [recv, DATATYPES[send.dtype]], op=op, root=root)
        return 0
    except MPI.Exception as e:
        return e.Get_error_code()


@numba.njit
def partial_sum(n, rank, size):
    s = 0
    for k in range(rank + 1, n + 1, size):
        s += k
    return s


def totals(n):
    part = np.array([partial_sum(n, comm.rank, comm.size)], dtype=np.int64)
    total = np.zeros(1, dtype=np.int64)
    status = allreduce(part, total, MPI.SUM)
    again = np.zeros(1, dtype=np.int64)
    status2 = allreduce(np.array([partial_sum(n, comm.rank, comm.size)]), again)
    as_float = np.zeros(1)
    status3 = allreduce(np.array([partial_sum(n, comm.rank, comm.size) * 0.5]), as_float, op=MPI.MAX)
    return status, total[0], status2, again[0], status3, as_float[0]


def reduce_all(values, op):
    out = np.zeros_like(values)
    status = allreduce(values, out, op)
    return status, out


@numba.njit
def rank_values(dtype_probe, r):
    a = np.empty(4, dtype=dtype_probe.dtype)
    for k in range(4):
        a[k] = (r + 1) * (k + 1) * (1 if (r + k) % 2 == 0 else -1) + 3 * k
    return a


def reduce_to(values, root):
    out = np.zeros_like(values)
    status = reduce(values, out, MPI.SUM, root)
    return status, out


def rank_number():
    out = np.zeros(1, dtype=np.int32)
    status = allreduce(np.array([comm.rank], dtype=np.int32), out, MPI.MAX)
    return status, out


def into_column():
    grid = np.zeros((3, 2))
    column = np.zeros(3)
    status = allreduce(np.arange(3.0) * (comm.rank + 1), column)
    grid[:, 1] = column
    return status, grid


size = comm.size
rank = comm.rank


def show(name, value):
    if rank == 0:
        print(name, value)


def each_operator(a):
    show(str(a.dtype) + " sum", reduce_all(a, MPI.SUM))
    show(str(a.dtype) + " min", reduce_all(a, MPI.MIN))
    show(str(a.dtype) + " max", reduce_all(a, MPI.MAX))


def complex_sums(c):
    show(str(c.dtype) + " sum", reduce_all(c, MPI.SUM))
    show(str(c.dtype) + " max status", reduce_all(c, MPI.MAX)[0])


show("totals", totals(1000))
each_operator(rank_values(np.zeros(1, np.uint8), rank))
each_operator(rank_values(np.zeros(1, np.int32), rank))
each_operator(rank_values(np.zeros(1, np.int64), rank))
each_operator(rank_values(np.zeros(1, np.float64), rank))
complex_sums((np.arange(3) + 1j * (rank - 1)).astype(np.complex64))
complex_sums(np.arange(3) + 1j * (rank - 1))
show("empty", reduce_all(np.zeros(0), MPI.SUM))
show("2-D", reduce_all(np.arange(6.0).reshape(2, 3) - rank, MPI.MIN))
show("reduce to 0", reduce_to(np.arange(3) * (rank + 1), 0))
status, last = reduce_to(np.arange(3) * (rank + 1), size - 1)
comm.Bcast([last, DATATYPES[last.dtype]], size - 1)
show("reduce to the last rank", (status, last))
show("rank number", rank_number())
show("column", into_column())
