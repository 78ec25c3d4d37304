# numba_mpi's calls take what numba-mpi's can: arrays of the dtypes it has
# an MPI datatype for (a float32 array is numba-mpi's NotImplementedError
# when Numba compiles the call), numbers only as allreduce's and reduce's
# send object, ints for ranks and tags, numba_mpi.Operator's members as
# operators, and arrays of request handles for the wait family.
import numba
import numpy as np
import numba_mpi as mpi
from mpi4py import MPI


@numba.njit
def wrong():
    a = np.zeros(3, dtype=np.float32)
    b = np.zeros(3)
    mpi.send(a, 1)
    mpi.bcast(1.5, 0)
    mpi.recv(b, 1.0)
    mpi.allreduce(b, b, MPI.SUM)
    mpi.allreduce(True, b)
    mpi.wait(b)
    mpi.waitall((b, b))
    mpi.scatter(b, np.zeros(3, dtype=np.int16), 1, 0)


wrong()
# ERROR 16:14: numba_mpi.send() cannot send an array of float32: numba-mpi has MPI datatypes for uint8, int32, int64, float64, complex64 and complex128 only (its NotImplementedError: Type: float32)
# ERROR 17:15: numba_mpi.bcast() takes a NumPy array as data, not float64 (numba-mpi's TypeError: Unsupported type)
# ERROR 18:17: numba_mpi.recv() takes an int as source, not float64
# ERROR 19:25: numba_mpi.allreduce() takes a member of numba_mpi.Operator (SUM, MIN, MAX) as operator, not Op
# ERROR 20:19: numba_mpi.allreduce() takes a NumPy array as sendobj (or a number), not bool (numba-mpi's TypeError: Unsupported type)
# ERROR 21:14: numba_mpi.wait() takes an array of MPI requests (what isend and irecv return, or np.zeros(n, dtype=numba_mpi.RequestType)), not array(float64, 1d, C)
# ERROR 22:17: numba_mpi.waitall() takes an array or a tuple of arrays of MPI requests (what isend and irecv return, or np.zeros(n, dtype=numba_mpi.RequestType)), not UniTuple(array(float64, 1d, C) x 2)
# ERROR 23:20: numba_mpi.scatter() cannot send an array of int16: numba-mpi has MPI datatypes for uint8, int32, int64, float64, complex64 and complex128 only (its NotImplementedError: Type: int16)
