# Nonblocking exchange: every rank posts a receive from and a send to
# every rank (itself included) with Irecv/Isend, keeps the requests in a
# list, and waits for all of them with MPI.Request.Waitall. Then a
# neighbour exchange whose send buffers are temporaries (the request
# keeps them alive), completed one request at a time with Waitany, and
# one that polls with Test.
from mpi4py import MPI
import numpy as np

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()

n = 4
outgoing = np.zeros((size, n))
for dest in range(size):
    outgoing[dest] = np.arange(n) + 100.0 * rank + dest
incoming = np.zeros((size, n))

reqs = []
for src in range(size):
    reqs.append(comm.Irecv(incoming[src], source=src, tag=7))
for dest in range(size):
    reqs.append(comm.Isend(outgoing[dest], dest=dest, tag=7))
MPI.Request.Waitall(reqs)
if rank == 0:
    print("requests:", len(reqs))
    print(incoming)

# Temporaries as send buffers, and Waitany until every request is done.
right = (rank + 1) % size
left = (rank - 1) % size
got_left = np.zeros(3, dtype=np.int64)
got_right = np.zeros(3, dtype=np.int64)
base = np.arange(3, dtype=np.int64)
pending = [
    comm.Irecv(got_left, source=left, tag=1),
    comm.Irecv(got_right, source=right, tag=2),
    comm.Isend(base * 10 + rank, dest=right, tag=1),
    comm.Isend(base - rank, dest=left, tag=2),
]
done = []
for k in range(len(pending)):
    index = MPI.Request.Waitany(pending)
    done.append(index)
done.sort()
after = MPI.Request.Waitany(pending)
if rank == 0:
    print("completed:", done, "then", after == MPI.UNDEFINED)
    print("from the left:", got_left, "from the right:", got_right)

# Polling: Test until the receive completes; Testall on finished requests.
box = np.zeros(2, dtype=np.float32)
r = comm.Irecv(box, source=left, tag=3)
s = comm.Isend(np.array([rank, -rank], dtype=np.float32), dest=right, tag=3)
polls = 0
while not r.Test():
    polls += 1
s.Wait()
if rank == 0:
    print("received", box, "polled", polls >= 0, MPI.Request.Testall([r, s]))

# Issend, and a tuple of requests.
a = np.full(2, rank + 0.5)
b = np.empty(2)
r1 = comm.Irecv(b, left, 4)
r2 = comm.Issend(a, right, 4)
print_ok = MPI.Request.Waitall((r1, r2))
if rank == 0:
    print("tuple waitall:", print_ok, b)
