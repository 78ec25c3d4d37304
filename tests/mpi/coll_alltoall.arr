# A distributed transpose with Alltoall: each rank holds a block of rows
# of an n x n matrix; after packing one block per destination, Alltoall
# exchanges them and each rank holds its rows of the transpose.
import numpy as np
from mpi4py import MPI

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()

b = 2
n = b * size
rows = np.empty((b, n), dtype=np.int64)
for i in range(b):
    for j in range(n):
        rows[i, j] = (rank * b + i) * 100 + j

# Block k holds columns k*b..k*b+b of these rows, transposed.
send = np.empty((size, b, b), dtype=np.int64)
for k in range(size):
    send[k] = rows[:, k * b:(k + 1) * b].T
recv = np.empty((size, b, b), dtype=np.int64)
comm.Alltoall(send, recv)
mine = np.empty((b, n), dtype=np.int64)
for k in range(size):
    mine[:, k * b:(k + 1) * b] = recv[k]

whole = np.empty((size, b, n), dtype=np.int64)
comm.Allgather(mine, whole)
if rank == 0:
    print(whole.reshape(n, n))

# Alltoall of one float per pair, and in place.
sends = np.arange(size, dtype=np.float32) + 10 * rank
recvs = np.zeros(size, dtype=np.float32)
comm.Alltoall(sends, recvs)
ids = np.arange(size, dtype=np.uint8) * size + rank
comm.Alltoall(MPI.IN_PLACE, ids)
table = np.zeros((size, size), dtype=np.float32)
comm.Gather(recvs, table, root=0)
ids_all = np.zeros((size, size), dtype=np.uint8)
comm.Gather(ids, ids_all)
if rank == 0:
    print(table)
    print(ids_all)
