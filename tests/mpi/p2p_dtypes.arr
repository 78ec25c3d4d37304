# Arrays of every dtype pass around the ring with the MPI datatype mpi4py
# chooses for them (bool, signed and unsigned integers of each width,
# float32/64, complex64/128), with negative values, then with the
# datatype named explicitly in a message specification.
from mpi4py import MPI
import numpy as np

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()
right = (rank + 1) % size
left = (rank - 1) % size


def show(name, arr):
    if rank == 0:
        print(name, arr.dtype, arr)


base = np.arange(5) - 2 - rank

a = (base % 2 == 0)
b = np.zeros(5, dtype=np.bool_)
comm.Sendrecv(a, right, 0, b, left, 0)
show("bool", b)

a = base.astype(np.int8) * 50
b = np.zeros(5, dtype=np.int8)
comm.Sendrecv(a, right, 1, b, left, 1)
show("int8", b)

a = base.astype(np.int16) * 10000
b = np.zeros(5, dtype=np.int16)
comm.Sendrecv(a, right, 2, b, left, 2)
show("int16", b)

a = base.astype(np.int32) * 1000000000
b = np.zeros(5, dtype=np.int32)
comm.Sendrecv(a, right, 3, b, left, 3)
show("int32", b)

a = base.astype(np.int64) * 4000000000000000000
b = np.zeros(5, dtype=np.int64)
comm.Sendrecv(a, right, 4, b, left, 4)
show("int64", b)

a = (np.arange(5) * 60 + rank).astype(np.uint8)
b = np.zeros(5, dtype=np.uint8)
comm.Sendrecv(a, right, 5, b, left, 5)
show("uint8", b)

a = (np.arange(5) * 16000 + rank).astype(np.uint16)
b = np.zeros(5, dtype=np.uint16)
comm.Sendrecv(a, right, 6, b, left, 6)
show("uint16", b)

a = (np.arange(5) * 1000000000 + rank).astype(np.uint32)
b = np.zeros(5, dtype=np.uint32)
comm.Sendrecv(a, right, 7, b, left, 7)
show("uint32", b)

a = np.arange(5).astype(np.uint64) * np.uint64(4000000000000000000) + np.uint64(rank)
b = np.zeros(5, dtype=np.uint64)
comm.Sendrecv(a, right, 8, b, left, 8)
show("uint64", b)

a = base.astype(np.float32) / 3
b = np.zeros(5, dtype=np.float32)
comm.Sendrecv(a, right, 9, b, left, 9)
show("float32", b)

a = base.astype(np.float64) / 7
b = np.zeros(5, dtype=np.float64)
comm.Sendrecv(a, right, 10, b, left, 10)
show("float64", b)

a = (base + 0.5j * base).astype(np.complex64)
b = np.zeros(5, dtype=np.complex64)
comm.Sendrecv(a, right, 11, b, left, 11)
show("complex64", b)

a = base / 3 - 1j * base
b = np.zeros(5, dtype=np.complex128)
comm.Sendrecv(a, right, 12, b, left, 12)
show("complex128", b)

# The datatype named in the message: [array, datatype].
x = np.array([-1.5, 2.25, rank], dtype=np.float64)
y = np.zeros(3)
comm.Sendrecv([x, MPI.DOUBLE], right, 13, [y, MPI.DOUBLE], left, 13)
show("[a, MPI.DOUBLE]", y)
i = np.array([-7, rank, 7], dtype=np.int32)
j = np.zeros(3, dtype=np.int32)
comm.Sendrecv([i, MPI.INT], right, 14, [j, MPI.INT], left, 14)
show("[a, MPI.INT]", j)
f = np.array([0.25, -rank], dtype=np.float32)
g = np.zeros(2, dtype=np.float32)
comm.Sendrecv([f, MPI.FLOAT], right, 15, [g, MPI.FLOAT], left, 15)
show("[a, MPI.FLOAT]", g)
c = np.array([1 - 2j, rank * 1j])
d = np.zeros(2, dtype=np.complex128)
comm.Sendrecv([c, MPI.C_DOUBLE_COMPLEX], right, 16, [d, MPI.C_DOUBLE_COMPLEX], left, 16)
show("[a, MPI.C_DOUBLE_COMPLEX]", d)
# Bytes: eight MPI.BYTE per float64.
bb = np.zeros(2)
comm.Sendrecv([np.array([3.5, -rank]), 16, MPI.BYTE], right, 17, [bb, 16, MPI.BYTE], left, 17)
show("[a, 16, MPI.BYTE]", bb)
