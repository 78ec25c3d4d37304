# mpi4py's objects compare with == and != only, and a Status not at all.
from mpi4py import MPI

comm = MPI.COMM_WORLD
if MPI.SUM < MPI.MAX:  # ERROR 5:4: '<' is not supported between instances of 'Op' and 'Op' (mpi4py's objects compare with == and != only)
    print("ordered")
st = MPI.Status()
other = MPI.Status()
print(st == other)  # ERROR 9:7: comparing MPI.Status objects is not supported
print(comm >= MPI.COMM_SELF)  # ERROR 10:7: '>=' is not supported between instances of 'Intracomm' and 'Intracomm'
