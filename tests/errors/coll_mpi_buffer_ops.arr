# MPI has no bitwise operators on floats, no MIN on complex numbers, only
# the logical ones on bools, and MAXLOC/MINLOC need pair datatypes that
# NumPy buffers in arrc cannot have: refused when compiling. A tuple after
# the array of a vector message is mpi4py's (counts, displacements) pair.
import numpy as np
from mpi4py import MPI

comm = MPI.COMM_WORLD
x = np.ones(4)
y = np.zeros(4)
comm.Allreduce(x, y, op=MPI.BAND)
z = np.ones(2, dtype=np.complex128)
comm.Reduce(MPI.IN_PLACE, z, op=MPI.MIN, root=0)
flags = np.ones(3, dtype=np.bool_)
comm.Allreduce(MPI.IN_PLACE, flags, op=MPI.SUM)
comm.Allreduce(x, y, op=MPI.MAXLOC)
comm.Allgatherv(x, [y, (1, 1, 1, 1), MPI.DOUBLE])
comm.Bcast(x, root=1.5)
comm.Gather([1, 2], y)
comm.Allreduce(x, y, op=3)
# ERROR 11:25: MPI.BAND cannot reduce float64 values: MPI refuses it (MPI_ERR_OP: invalid reduce operation)
# ERROR 13:33: MPI.MIN cannot reduce complex128 values: MPI refuses it (MPI_ERR_OP: invalid reduce operation)
# ERROR 15:40: MPI.SUM cannot reduce bool values: MPI refuses it (MPI_ERR_OP: invalid reduce operation)
# ERROR 16:25: MPI.MAXLOC reduces (value, index) pairs, which need a pair datatype (MPI.DOUBLE_INT) that NumPy buffers in arrc cannot have (no structured dtypes); reduce the pairs as Python values with the object form: comm.allreduce((value, index), op=MPI.MAXLOC)
# ERROR 17:20: mpi4py.MPI.Comm.Allgatherv() reads a tuple after the array as the pair (counts, displacements), as mpi4py does; write the counts as a list or an array
# ERROR 18:20: mpi4py.MPI.Comm.Bcast() takes an int root=, not float64
# ERROR 19:13: mpi4py.MPI.Comm.Gather() takes a NumPy array as its message buffer (or [array, datatype], [array, count, datatype]), not list(int64)
# ERROR 20:25: mpi4py.MPI.Comm.Allreduce() takes an MPI operator as op= (MPI.SUM, MPI.MAX, ...), not int64
