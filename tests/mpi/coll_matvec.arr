# Matrix-vector product: rank 0 builds the matrix and scatters blocks of
# rows; each rank multiplies its rows by the vector (broadcast), and
# Allgather assembles the product on every rank. Then a distributed dot
# product and norm with Allreduce, and a Gather of each rank's residual.
import numpy as np
from numba import njit
from mpi4py import MPI


@njit
def local_matvec(rows, x):
    out = np.zeros(rows.shape[0])
    for i in range(rows.shape[0]):
        s = 0.0
        for j in range(rows.shape[1]):
            s += rows[i, j] * x[j]
        out[i] = s
    return out


comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()

rows_per_rank = 3
n = rows_per_rank * size
A = None
if rank == 0:
    A = (np.arange(n * n, dtype=np.float64).reshape(n, n) % 7) - 3.0
x = np.empty(n)
if rank == 0:
    x = np.linspace(-1.0, 1.0, n)
comm.Bcast(x, root=0)

my_rows = np.empty((rows_per_rank, n))
comm.Scatter(A, my_rows, root=0)
y_local = local_matvec(my_rows, x)
y = np.empty(n)
comm.Allgather(y_local, y)

if rank == 0:
    print("y =", y)
    print("check:", np.allclose(y, A @ x) if A is not None else None)

# Dot product and norm of distributed vectors.
chunk = np.arange(rank * 4, rank * 4 + 4, dtype=np.float64)
other = np.ones(4) * 0.5
local_dot = np.array([np.dot(chunk, other)])
dot = np.zeros(1)
comm.Allreduce(local_dot, dot, op=MPI.SUM)
sq = np.array([np.sum(chunk * chunk)])
comm.Allreduce(MPI.IN_PLACE, sq, op=MPI.SUM)
if rank == 0:
    print("dot =", dot[0], "norm =", np.sqrt(sq[0]))

# Each rank's residual gathered at rank 0, as a 2-D array.
residual = np.array([[rank, rank * rank]], dtype=np.int32)
table = np.zeros((size, 2), dtype=np.int32) if rank == 0 else None
comm.Gather(residual, table, root=0)
if rank == 0:
    print(table)

# Allgather of bools and complex numbers, and in place.
flags = np.array([rank % 2 == 1])
all_flags = np.zeros(size, dtype=np.bool_)
comm.Allgather(flags, all_flags)
z = np.zeros(2 * size, dtype=np.complex128)
z[2 * rank] = complex(rank, -rank)
z[2 * rank + 1] = 1j
comm.Allgather(MPI.IN_PLACE, z)
if rank == 0:
    print(all_flags)
    print(z)

# Scatter with the receive buffer in place at the root.
data = np.arange(2 * size, dtype=np.int16) * -3
if rank == 0:
    comm.Scatter(data, MPI.IN_PLACE, root=0)
    print("root keeps", data[:2])
else:
    mine = np.zeros(2, dtype=np.int16)
    comm.Scatter(None, mine, root=0)
    back = np.zeros(1, dtype=np.int64)
    back[0] = mine[0] + mine[1]
    comm.Reduce(back, None, op=MPI.SUM, root=0)
if rank == 0:
    got = np.zeros(1, dtype=np.int64)
    comm.Reduce(np.zeros(1, dtype=np.int64), got, op=MPI.SUM, root=0)
    print("the others got", got[0])
