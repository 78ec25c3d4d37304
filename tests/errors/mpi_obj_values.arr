# mpi4py's messages of Python values: what arrc cannot type or send.
from mpi4py import MPI

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
if rank == 0:
    comm.send(3, dest=1, tag=1)
    comm.send("three", dest=1, tag=1)
elif rank == 1:
    x = comm.recv(source=0, tag=1)
comm.bcast({1, 2}, root=0)
y = comm.scatter(5, root=0)
z = comm.allreduce(1.0, op=3)
g = comm.gather(rank, root=0)
print(len(g))
for v in g:
    print(v)
r = comm.irecv(source=0, tag=1)
print(r.test())
# ERROR 11:12: comm.bcast() sends ints, floats, bools, complex numbers, strings, None, tuples, lists, dicts and NumPy arrays, not set(int64)
# ERROR 12:18: comm.scatter() takes a list of one value per rank, not int64
# ERROR 13:28: comm.allreduce() takes an MPI operator (MPI.SUM, MPI.MAX, ...) as op, not int64
# ERROR 10:9: arrc types comm.recv() from the comm.send() and comm.isend() calls of the program (those of its tag, when the receive names a constant tag), which must all send values of one type; the send at line 7 sends int64 and the one at line 8 unicode_type (convert them to one type, or give each kind of message its own tag)
# ERROR 19:7: req.test() of a comm.irecv() request is not supported by arrc; use req.wait()
