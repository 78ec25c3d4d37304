# Started without mpirun (np 0), a program is the one rank of its own
# job, as under mpi4py: messages to itself arrive, and the output is what
# mpirun -np 1 prints.
# np: 0 1
# status: 0
# stdout: size 1 rank 0
# stdout: [0. 1. 2. 3.] [4 5 6]
# stdout: from 0 tag 8 count 3
# stdout: done
from mpi4py import MPI
import numpy as np

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()
print("size", size, "rank", rank)
got = np.zeros(4)
comm.Sendrecv(np.arange(4.0), dest=rank, recvbuf=got, source=rank)
ints = np.zeros(3, dtype=np.int64)
st = MPI.Status()
r = comm.Irecv(ints, source=MPI.ANY_SOURCE, tag=8)
comm.Send(np.array([4, 5, 6], dtype=np.int64), dest=0, tag=8)
r.Wait(st)
print(got, ints)
print("from", st.source, "tag", st.tag, "count", st.Get_count(MPI.INT64_T))
print("done")
