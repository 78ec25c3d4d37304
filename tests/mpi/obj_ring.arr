# Neighbours exchange values: sendrecv around a ring, isend with wait, and
# alltoall of one value per rank.
from mpi4py import MPI

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()

right = (rank + 1) % size
left = (rank - 1) % size
from_left = comm.sendrecv((rank, "r%d" % rank), dest=right, source=left)
req = comm.isend([rank, rank * rank], dest=right, tag=4)
got = comm.recv(source=left, tag=4)
req.wait()
req2 = comm.isend([-rank], dest=left, tag=5)
got2 = comm.recv(source=right, tag=5)
while not req2.test():
    pass
table = comm.alltoall([rank * 100 + k for k in range(size)])
everything = comm.gather((from_left, got, got2, table), root=0)
if everything is not None:
    for e in everything:
        print(e)
