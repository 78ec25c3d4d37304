# Allreduce on every dtype with the operators MPI has for it: sums,
# products, extremes, the logical operators on bools and the bitwise ones
# on integers; MPI.IN_PLACE, empty arrays, 2-D arrays, explicit datatypes,
# negative values, and Scan/Exscan prefix reductions.
import numpy as np
from mpi4py import MPI

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()


def show(label, a):
    if rank == 0:
        print(label, a.dtype, a)


base = np.array([3, -2, 7, 0, 5]) * (rank + 1) - rank
for dt in [np.int8, np.int16, np.int32, np.int64]:
    a = base.astype(dt)
    s = np.empty_like(a)
    comm.Allreduce(a, s, op=MPI.SUM)
    show("sum", s)
    comm.Allreduce(a, s, op=MPI.MAX)
    show("max", s)
    comm.Allreduce(a, s, op=MPI.MIN)
    show("min", s)

ubase = np.array([3, 2, 7, 0, 5]) * (rank + 1) + rank
for dt in [np.uint8, np.uint16, np.uint32, np.uint64]:
    a = ubase.astype(dt)
    s = np.empty_like(a)
    comm.Allreduce(a, s, op=MPI.SUM)
    show("sum", s)
    comm.Allreduce(a, s, op=MPI.MAX)
    show("max", s)
    comm.Allreduce(a, s, MPI.BOR)
    show("bor", s)
    comm.Allreduce(a, s, MPI.BAND)
    show("band", s)
    comm.Allreduce(a, s, MPI.BXOR)
    show("bxor", s)

fbase = np.array([0.5, -1.25, 3.0, 1e-3]) * (rank + 1) - 0.25 * rank
for dt in [np.float32, np.float64]:
    a = fbase.astype(dt)
    s = np.zeros_like(a)
    comm.Allreduce(a, s)
    show("sum", s)
    comm.Allreduce(a, s, op=MPI.PROD)
    show("prod", s)
    comm.Allreduce(a, s, op=MPI.MIN)
    show("min", s)
    comm.Allreduce(a, s, op=MPI.MAX)
    show("max", s)

cbase = np.array([1 + 2j, -0.5j, 3.0]) * (rank + 1)
for dt in [np.complex64, np.complex128]:
    a = cbase.astype(dt)
    s = np.zeros_like(a)
    comm.Allreduce(a, s, op=MPI.SUM)
    show("sum", s)
    comm.Allreduce(a, s, op=MPI.PROD)
    show("prod", s)

flags = np.array([True, rank % 2 == 0, rank == 0, False])
out = np.zeros(4, dtype=np.bool_)
comm.Allreduce(flags, out, op=MPI.LAND)
show("land", out)
comm.Allreduce(flags, out, op=MPI.LOR)
show("lor", out)
comm.Allreduce(flags, out, op=MPI.LXOR)
show("lxor", out)
ints = np.array([rank, 1, 0], dtype=np.int32)
iout = np.zeros(3, dtype=np.int32)
comm.Allreduce(ints, iout, op=MPI.LAND)
show("land ints", iout)

# In place: the buffer holds this rank's values before and the sum after.
grid = np.arange(12, dtype=np.float64).reshape(3, 4) * (rank + 1)
comm.Allreduce(MPI.IN_PLACE, grid, op=MPI.SUM)
show("in place 2-D", grid)

# Empty arrays reduce to empty arrays.
e = np.zeros(0)
eo = np.zeros(0)
comm.Allreduce(e, eo, op=MPI.SUM)
show("empty", eo)

# An explicit datatype and count: the first two elements only.
part = np.array([1.5, 2.5, 100.0]) + rank
res = np.full(3, -1.0)
comm.Allreduce([part, 2, MPI.DOUBLE], [res, 2, MPI.DOUBLE], op=MPI.SUM)
show("count 2", res)

# Prefix sums: rank r gets the sum over ranks 0..r (Scan) or 0..r-1
# (Exscan); each rank's value is passed on to rank 0 through a sum.
mine = np.array([rank + 1, 10 * (rank + 1)], dtype=np.int64)
pre = np.zeros(2, dtype=np.int64)
comm.Scan(mine, pre, op=MPI.SUM)
every = np.zeros(2 * size, dtype=np.int64)
every[2 * rank:2 * rank + 2] = pre
total = np.zeros(2 * size, dtype=np.int64)
comm.Allreduce(every, total)
show("scan", total)
ex = np.zeros(2, dtype=np.int64)
comm.Exscan(mine, ex, op=MPI.SUM)
every[:] = 0
if rank > 0:
    every[2 * rank:2 * rank + 2] = ex
comm.Allreduce(every, total)
show("exscan", total)
