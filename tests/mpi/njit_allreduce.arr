# allreduce and reduce inside @njit on every dtype numba-mpi has an MPI
# datatype for, with SUM, MIN and MAX, numbers as well as arrays, empty
# arrays and negative values; and the status codes numba-mpi returns
# instead of raising (MPI_ERR_OP for MAX on complex numbers). uint8
# travels as MPI_CHAR, numba-mpi's choice, which MIN and MAX compare as
# signed chars.
import numba
import numpy as np
import numba_mpi as mpi


@numba.njit
def partial_sum(n):
    # Each rank sums its share of 1..n (uneven shares).
    rank, size = mpi.rank(), mpi.size()
    s = 0
    for k in range(rank + 1, n + 1, size):
        s += k
    return s


@numba.njit
def totals(n):
    part = np.array([partial_sum(n)], dtype=np.int64)
    total = np.zeros(1, dtype=np.int64)
    status = mpi.allreduce(part, total, mpi.Operator.SUM)
    # A number as the send object: numba-mpi wraps it in an array.
    again = np.zeros(1, dtype=np.int64)
    status2 = mpi.allreduce(partial_sum(n), again)
    as_float = np.zeros(1)
    status3 = mpi.allreduce(partial_sum(n) * 0.5, as_float, operator=mpi.Operator.MAX)
    return status, total[0], status2, again[0], status3, as_float[0]


@numba.njit
def reduce_all(values, op):
    out = np.zeros_like(values)
    status = mpi.allreduce(values, out, op)
    return status, out


@numba.njit
def rank_values(dtype_probe):
    r = mpi.rank()
    a = np.empty(4, dtype=dtype_probe.dtype)
    for k in range(4):
        a[k] = (r + 1) * (k + 1) * (1 if (r + k) % 2 == 0 else -1) + 3 * k
    return a


@numba.njit
def reduce_to(values, root):
    out = np.zeros_like(values)
    status = mpi.reduce(values, out, mpi.Operator.SUM, root)
    return status, out


@numba.njit
def rank_number():
    # rank() is an np.intc: the message is an int32 array.
    out = np.zeros(1, dtype=np.int32)
    status = mpi.allreduce(mpi.rank(), out, mpi.Operator.MAX)
    return status, out


@numba.njit
def into_column():
    # A receive buffer that is not contiguous: a column of a 2-D array.
    grid = np.zeros((3, 2))
    status = mpi.allreduce(np.arange(3.0) * (mpi.rank() + 1), grid[:, 1])
    return status, grid


size = mpi.size()
rank = mpi.rank()


def show(name, value):
    if rank == 0:
        print(name, value)


def each_operator(a):
    show(str(a.dtype) + " sum", reduce_all(a, mpi.Operator.SUM))
    show(str(a.dtype) + " min", reduce_all(a, mpi.Operator.MIN))
    show(str(a.dtype) + " max", reduce_all(a, mpi.Operator.MAX))


def complex_sums(c):
    show(str(c.dtype) + " sum", reduce_all(c, mpi.Operator.SUM))
    show(str(c.dtype) + " max status", reduce_all(c, mpi.Operator.MAX)[0])


show("totals", totals(1000))
each_operator(rank_values(np.zeros(1, np.uint8)))
each_operator(rank_values(np.zeros(1, np.int32)))
each_operator(rank_values(np.zeros(1, np.int64)))
each_operator(rank_values(np.zeros(1, np.float64)))
complex_sums((np.arange(3) + 1j * (rank - 1)).astype(np.complex64))
complex_sums(np.arange(3) + 1j * (rank - 1))
show("empty", reduce_all(np.zeros(0), mpi.Operator.SUM))
show("2-D", reduce_all(np.arange(6.0).reshape(2, 3) - rank, mpi.Operator.MIN))
show("reduce to 0", reduce_to(np.arange(3) * (rank + 1), 0))
status, last = reduce_to(np.arange(3) * (rank + 1), size - 1)
mpi.bcast(last, size - 1)
show("reduce to the last rank", (status, last))
show("rank number", rank_number())
show("column", into_column())
