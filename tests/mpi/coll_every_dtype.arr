# Bcast, Scatter, Gather and Allgather move the bytes of every dtype
# unchanged (bool, signed and unsigned ints, floats, complex numbers,
# negative values), on 1-D, 2-D and empty arrays.
import numpy as np
from mpi4py import MPI

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()

for dt in [np.bool_, np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32, np.uint64,
           np.float32, np.float64, np.complex64, np.complex128]:
    b = np.zeros(3, dtype=dt)
    if rank == 0:
        b = (np.arange(3) - 1).astype(dt)
    comm.Bcast(b, root=0)
    whole = (np.arange(2 * size) * 3 - 5).astype(dt)
    part = np.zeros(2, dtype=dt)
    comm.Scatter(whole if rank == 0 else None, part, root=0)
    back = np.zeros((size, 2), dtype=dt)
    comm.Allgather(part, back)
    at_root = np.zeros((size, 2), dtype=dt) if rank == 0 else None
    comm.Gather(part, at_root, root=0)
    if rank == 0:
        print(b.dtype, b, back.ravel(), at_root.ravel() if at_root is not None else None)

# Empty arrays: every rank sends nothing.
nothing = np.zeros(0, dtype=np.int32)
gathered = np.zeros(0, dtype=np.int32)
comm.Allgather(nothing, gathered)
comm.Bcast(nothing, root=0)
comm.Allreduce(nothing, gathered, op=MPI.MAX)
comm.Alltoall(nothing, gathered)
e2 = np.zeros((0, 3))
comm.Allreduce(MPI.IN_PLACE, e2)
if rank == 0:
    print("empty", gathered, e2.shape)

# A 2-D broadcast of a Fortran-ordered array: contiguous, sent in memory
# order.
f = np.asfortranarray(np.arange(6.0).reshape(2, 3) * (rank == 0))
comm.Bcast(f)
if rank == 0:
    print(f)
