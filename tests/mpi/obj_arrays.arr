# NumPy arrays of every dtype and rank through send/recv, bcast and
# gather: each arrives with its shape and dtype.
from mpi4py import MPI
import numpy as np

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()

for dt in (np.bool_, np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32, np.uint64,
           np.float32, np.float64, np.complex64, np.complex128):
    a = None
    if rank == 0:
        a = (np.arange(6).reshape(2, 3) - 2).astype(dt)
    a = comm.bcast(a, root=0)
    s = comm.allreduce(np.ones(3, dtype=dt))
    if rank == 0:
        print(a.dtype, a.shape, a, s, s.dtype)

cube = comm.bcast(np.arange(24.0).reshape(2, 3, 4) * (rank + 1), root=0)
four = comm.bcast(np.ones((1, 2, 1, 2), dtype=np.int32), root=0)
empty = comm.allgather(np.zeros((0, 3)))
scalar0 = comm.bcast(np.arange(3.0)[1:2] * 2.5, root=0)
fortran = comm.bcast(np.arange(6.0).reshape(2, 3).T, root=0)
strided = comm.bcast(np.arange(10)[::3], root=0)
v = None
if size > 1:
    if rank == 0:
        comm.send(np.linspace(-1.0, 1.0, 5), dest=size - 1, tag=5)
    elif rank == size - 1:
        v = comm.recv(source=0, tag=5)
seen = comm.gather(v, root=0)
if rank == 0:
    print("received:", seen)
    print(cube.shape, cube[1, 2])
    print(four.shape, four.dtype, empty, scalar0, scalar0.shape)
    print(fortran, fortran.flags.c_contiguous, fortran.flags.f_contiguous, strided)
