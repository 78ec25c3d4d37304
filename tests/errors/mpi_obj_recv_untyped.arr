# comm.recv() names no type: arrc takes it from the program's sends, and
# this program has none.
from mpi4py import MPI

comm = MPI.COMM_WORLD
data = comm.recv(source=0)
print(data)
# ERROR 6:8: arrc types comm.recv() from the comm.send() and comm.isend() calls of the program, and this program has none that it can type; send the value with comm.send(obj, dest) in the same program
