# Buffers of other shapes: empty arrays (a rank with no work still takes
# part in the exchange), 2-D arrays sent whole, rows of a 2-D array (each
# contiguous), arrays in Fortran order, and partial messages with
# [array, count, datatype], whose received size a status reports.
from mpi4py import MPI
import numpy as np

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()
right = (rank + 1) % size
left = (rank - 1) % size
st = MPI.Status()

# Empty arrays.
empty = np.zeros(0)
into = np.zeros(0)
comm.Sendrecv(empty, right, 0, into, left, 0, st)
if rank == 0:
    print("empty:", into, into.shape, st.Get_count(MPI.DOUBLE), st.Get_source() == left)

# Only some ranks have data: uneven blocks, some empty.
mine = np.arange(rank % 2 * (rank + 1), dtype=np.int32) + 10 * rank
req = comm.Isend(mine, dest=0, tag=1)
if rank == 0:
    for src in range(size):
        buf = np.zeros(size + 1, dtype=np.int32)
        comm.Recv(buf, source=src, tag=1, status=st)
        k = st.Get_count(MPI.INT)
        print("from", src, "got", k, "values:", buf[:k])
req.Wait()

# A 2-D array sent whole, received into a 2-D array of the same size.
grid = np.arange(12, dtype=np.float64).reshape(3, 4) * (rank + 1)
other = np.empty((3, 4))
comm.Sendrecv(grid, right, 2, other, left, 2)
if rank == 0:
    print(other)

# Rows of a 2-D array are contiguous: exchange the top and bottom rows.
field = np.zeros((4, 5), dtype=np.int64)
field[1:3, :] = rank + 1
comm.Sendrecv(field[1], left, 3, field[3], right, 3)
comm.Sendrecv(field[2], right, 4, field[0], left, 4)
if rank == 0:
    print(field)

# Fortran order is contiguous too.
fort = np.asfortranarray(np.arange(6, dtype=np.float32).reshape(2, 3) + rank)
back = np.zeros((3, 2), dtype=np.float32)
comm.Sendrecv(fort, right, 5, back, left, 5)
if rank == 0:
    print(fort.flags.f_contiguous, back)

# Partial messages: the first count elements only.
data = np.arange(10, dtype=np.int32) * (rank + 1)
recv = np.full(10, -1, dtype=np.int32)
count = 3 + rank % 3
comm.Sendrecv([data, count, MPI.INT], right, 6, [recv, 10, MPI.INT], left, 6, st)
if rank == 0:
    print("partial:", st.Get_count(MPI.INT), recv)

# A 3-D block.
cube = np.ones((2, 2, 2), dtype=np.complex128) * (rank - 1j)
got = np.zeros((2, 2, 2), dtype=np.complex128)
comm.Sendrecv(cube, right, 7, got, left, 7)
if rank == 0:
    print(got.sum(), got[1, 1])
