# A hand-written tree reduction that takes the operator as an argument, as
# a course exercise does, checked against comm.allreduce; and communicators
# told apart by ==.
from mpi4py import MPI
import numpy as np


def apply_op(op, a, b):
    if op == MPI.SUM:
        return a + b
    if op == MPI.PROD:
        return a * b
    if op == MPI.MAX:
        return max(a, b)
    if op == MPI.MIN:
        return min(a, b)
    raise ValueError("unsupported operator")


def tree_allreduce(comm, value, op):
    rank = comm.Get_rank()
    size = comm.Get_size()
    step = 1
    while step < size:
        if rank % (2 * step) == 0:
            if rank + step < size:
                other = comm.recv(source=rank + step, tag=step)
                value = apply_op(op, value, other)
        else:
            comm.send(value, dest=rank - step, tag=step)
            break
        step *= 2
    return comm.bcast(value, root=0)


comm = MPI.COMM_WORLD
rank = comm.Get_rank()
x = float(rank + 1) * 1.5
for op in [MPI.SUM, MPI.PROD, MPI.MAX, MPI.MIN]:
    mine = tree_allreduce(comm, x, op)
    theirs = comm.allreduce(x, op=op)
    if rank == 0:
        print(mine, theirs, mine == theirs, op == MPI.SUM, op != MPI.MAX)

dup = comm.Dup()
half = comm.Split(rank % 2, rank)
if rank == 0:
    print(comm == MPI.COMM_WORLD, dup == comm, dup != MPI.COMM_WORLD)
    print(half == comm, comm != MPI.COMM_SELF, MPI.COMM_SELF == MPI.COMM_SELF)
    print(MPI.DOUBLE == MPI.DOUBLE, MPI.DOUBLE != MPI.INT, MPI.FLOAT == MPI.DOUBLE)
dup.Free()
try:
    apply_op(MPI.BAND, 1, 2)
except ValueError as e:
    if rank == 0:
        print("refused:", e)
