# Strings as messages: greetings, concatenation by reduction, the largest
# string, and text that is not ASCII.
from mpi4py import MPI

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()

greeting = comm.bcast("héllo from rank 0 ✓" if rank == 0 else "", root=0)
word = ["pear", "apple", "zebra", "mango", "kiwi"][rank % 5]
joined = comm.allreduce(word + ";")
largest = comm.allreduce(word, op=MPI.MAX)
smallest = comm.allreduce(word, op=MPI.MIN)
empty = comm.allgather("")
if rank == 0:
    print(greeting, len(greeting))
    print(joined, largest, smallest, empty)
    print(repr(joined))
