# A 2-D heat equation on a grid split into blocks of rows, one block per
# rank, with one ghost row above and below. The ghost rows are refreshed
# every step with nonblocking sends and receives of whole rows (each row
# is contiguous), posted on MPI.COMM_WORLD directly and completed with
# Request.Waitall imported from mpi4py.MPI. The ring is periodic, so
# every rank has two neighbours even at 1 or 2 ranks. Rank 0 gathers the
# blocks at the end.
from mpi4py import MPI
from mpi4py.MPI import Request
import numpy as np

rank = MPI.COMM_WORLD.Get_rank()
ntasks = MPI.COMM_WORLD.Get_size()

rows, cols = 12, 8
if rows % ntasks != 0:
    raise SystemExit("rows must divide among the ranks")
local_rows = rows // ntasks

field = np.zeros((local_rows + 2, cols))
for i in range(local_rows):
    g = rank * local_rows + i
    for j in range(cols):
        field[i + 1, j] = 10.0 * ((g * 7 + j * 3) % 5) - 20.0


def exchange(f):
    up = (rank - 1) % ntasks
    down = (rank + 1) % ntasks
    requests = [MPI.COMM_WORLD.Isend(f[-2], down, tag=1)]
    requests.append(MPI.COMM_WORLD.Isend(f[1], up, tag=2))
    requests.append(MPI.COMM_WORLD.Irecv(f[-1], down, tag=2))
    requests.append(MPI.COMM_WORLD.Irecv(f[0], up, tag=1))
    return requests


def evolve(f, a, dt):
    lap = np.zeros_like(f)
    lap[1:-1, 1:-1] = (f[:-2, 1:-1] + f[2:, 1:-1] + f[1:-1, :-2] + f[1:-1, 2:] - 4.0 * f[1:-1, 1:-1])
    f[1:-1, 1:-1] += a * dt * lap[1:-1, 1:-1]


for step in range(50):
    Request.Waitall(exchange(field))
    evolve(field, 0.5, 0.2)

if rank == 0:
    full = np.zeros((rows, cols))
    full[0:local_rows] = field[1:-1]
    block = np.zeros((local_rows, cols))
    for src in range(1, ntasks):
        MPI.COMM_WORLD.Recv(block, source=src, tag=9)
        full[src * local_rows:(src + 1) * local_rows] = block
    print(np.round(full, 3))
    print("mean", round(full.mean(), 6), "min", round(full.min(), 6), "max", round(full.max(), 6))
else:
    MPI.COMM_WORLD.Send(field[1:-1].copy(), dest=0, tag=9)
