# The root splits a list into one chunk per rank (uneven sizes), each rank
# works on its chunk, and the root gathers the partial results.
from mpi4py import MPI

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()

chunks = None
if rank == 0:
    data = [float(k) * 1.5 - 4.0 for k in range(10)]
    chunks = []
    start = 0
    for r in range(size):
        count = len(data) // size + (1 if r < len(data) % size else 0)
        chunks.append(data[start:start + count])
        start += count
    print("chunks:", chunks)

mine = comm.scatter(chunks, root=0)
partial = (rank, len(mine), sum(mine), max(mine) if len(mine) > 0 else 0.0)
gathered = comm.gather(partial, root=0)
if rank == 0:
    print("gathered:", gathered)
if gathered is not None:
    print("total:", sum([g[2] for g in gathered]), "items:", sum([g[1] for g in gathered]))

# Scatter of plain numbers, from the last rank.
squares = comm.scatter([k * k for k in range(size)], root=size - 1)
back = comm.gather(squares - rank, root=size - 1)
back = comm.bcast(back, root=size - 1)
if rank == 0:
    print("from last:", back)
