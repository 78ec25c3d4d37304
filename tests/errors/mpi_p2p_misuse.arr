# mpi4py's point-to-point calls checked while compiling: message buffers
# that are not arrays or message specifications, ranks and statuses of
# the wrong type, Sendrecv without a receive buffer (a TypeError in
# mpi4py), request lists, datatypes, request methods called through the
# class, misspelt keywords, and mpi4py inside @njit code.
from mpi4py import MPI
import numpy as np
from numba import njit

comm = MPI.COMM_WORLD
a = np.zeros(4)
comm.Send([1.0, 2.0], dest=1)  # ERROR 12:11: takes a NumPy array as its message buffer
comm.Send(a, dest=1.5)  # ERROR 13:19: takes an int dest, not float64
comm.Recv(a, 0, 0, 5)  # ERROR 14:20: takes an MPI.Status() or None as its status, not int64
comm.Sendrecv(a, 1)  # ERROR 15:1: Sendrecv() needs a receive buffer (recvbuf=)
comm.Send([a, 2.0, MPI.DOUBLE], 1)  # ERROR 16:11: cannot read the message specification
r = comm.Isend(a, 1)
MPI.Request.Waitall(r)  # ERROR 18:21: Waitall() takes a list of requests
MPI.Request.Waitall([r], [r])  # ERROR 19:26: takes a list of MPI.Status() as its statuses
st = MPI.Status()
n = st.Get_count(np.float64)  # ERROR 21:18: takes an MPI datatype (MPI.DOUBLE)
r.Wait(r)  # ERROR 22:8: takes an MPI.Status() or None as its status, not Request
MPI.Request.Wait(r)  # ERROR 23:1: is a method of a request: call it on one (req.Wait())
comm.Recv(a, sourse=0)  # ERROR 24:1: got an unexpected keyword argument 'sourse'


@njit
def inside(x):
    comm.Send(x, 0)  # ERROR 29:5: is only available in host code
    return x


inside(a)
