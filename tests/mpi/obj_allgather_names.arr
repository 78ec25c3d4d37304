# Every rank learns every other rank's name and role.
from mpi4py import MPI

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()

name = "worker-%02d" % rank if rank > 0 else "manager"
names = comm.allgather(name)
roles = comm.allgather((rank, name, rank % 2 == 0, [rank] * rank))
lengths = comm.allgather(len(name))
greek = ["α", "β", "γ", "δ"]
letters = comm.allgather(greek[rank % 4] * (rank + 1))
if rank == size - 1:
    print(names)
    print(roles)
    print(lengths, sum(lengths))
    print(letters, "".join(letters))
