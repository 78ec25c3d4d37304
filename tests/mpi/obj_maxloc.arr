# Where is the extreme value? MAXLOC and MINLOC on (value, rank) pairs, as
# mpi4py defines them for Python objects: ties go to the smaller index.
from mpi4py import MPI

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()

temperatures = [21.5, 19.0, 23.25, 23.25, 18.0, 23.25]
t = temperatures[rank % 6]
hottest = comm.allreduce((t, rank), op=MPI.MAXLOC)
coldest = comm.allreduce((t, rank), op=MPI.MINLOC)
tie = comm.allreduce((1, size - 1 - rank), op=MPI.MAXLOC)
neg = comm.reduce((-rank * 2, rank), op=MPI.MINLOC, root=0)
best = comm.allreduce((float(-abs(rank - 1)), rank), MPI.MAXLOC)
if rank == 0:
    print("hottest", hottest, "coldest", coldest)
    print("tie", tie, "neg", neg, "best", best)
