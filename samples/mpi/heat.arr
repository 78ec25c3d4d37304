# 2-D heat equation (steady state by Jacobi iteration) on an N x N grid,
# split across the MPI ranks in blocks of rows. Each rank keeps its rows
# plus one halo row above and below; every step it swaps its edge rows with
# its neighbours (comm.Sendrecv), updates its block with the 5-point stencil
# in an @njit function, and the ranks sum the squared change
# (comm.Allreduce) to see how far the iteration is from converged.
# The top edge of the plate is held at 100 degrees, the other three at 0.
#
#   python3:  mpirun -np 2 python3 heat.arr [N] [STEPS] [bench]
#   arrc:     arrc heat.arr -o heat && mpirun -np 2 ./heat [N] [STEPS] [bench]
#
# Rank 0 prints a few checkpoints with rounded values, the same for any
# rank count. With "bench" as third argument it prints, instead, the
# seconds the steps took (MPI.Wtime, after a warm-up call that compiles
# the stencil under Numba), rank 0's processor seconds in that time
# (time.process_time), the warm-up's own seconds, and the last step's
# change as a check.
import sys
import time
import numpy as np
from numba import njit
from mpi4py import MPI


@njit
def jacobi_step(u, unew):
    # One sweep over the interior of the block; returns the sum of the
    # squared changes. Row 0 and the last row are the halo rows, column 0
    # and the last column the plate's fixed left and right edges.
    rows = u.shape[0] - 2
    cols = u.shape[1] - 2
    change = 0.0
    for i in range(1, rows + 1):
        for j in range(1, cols + 1):
            v = 0.25 * (u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1])
            d = v - u[i, j]
            change += d * d
            unew[i, j] = v
    return change


@njit
def block_sum(u):
    # The heat in the block's own rows (halo rows excluded).
    total = 0.0
    for i in range(1, u.shape[0] - 1):
        for j in range(1, u.shape[1] - 1):
            total += u[i, j]
    return total


comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()

n = int(sys.argv[1]) if len(sys.argv) > 1 else 48
steps = int(sys.argv[2]) if len(sys.argv) > 2 else 400
bench = len(sys.argv) > 3 and sys.argv[3] == "bench"

# Rows of the plate per rank: the first n % size ranks get one more.
rows = n // size + (1 if rank < n % size else 0)
first = rank * (n // size) + min(rank, n % size)
up = rank - 1 if rank > 0 else MPI.PROC_NULL
down = rank + 1 if rank < size - 1 else MPI.PROC_NULL

u = np.zeros((rows + 2, n + 2))
if rank == 0:
    u[0, :] = 100.0
unew = u.copy()

warmup = 0.0
if bench:
    t = MPI.Wtime()
    jacobi_step(np.zeros((3, 3)), np.zeros((3, 3)))
    warmup = MPI.Wtime() - t

local = np.zeros(1)
total = np.zeros(1)
comm.Barrier()
t0 = MPI.Wtime()
c0 = time.process_time()
for step in range(1, steps + 1):
    # Halo exchange: my first row goes up while the row below mine comes
    # from the rank below; then my last row goes down while the row above
    # comes from the rank above. At the plate's edges the neighbour is
    # MPI.PROC_NULL and the fixed boundary row stays.
    comm.Sendrecv(u[1], dest=up, sendtag=0, recvbuf=u[rows + 1], source=down, recvtag=0)
    comm.Sendrecv(u[rows], dest=down, sendtag=1, recvbuf=u[0], source=up, recvtag=1)
    local[0] = jacobi_step(u, unew)
    u, unew = unew, u
    comm.Allreduce(local, total, op=MPI.SUM)
    if not bench and (step % (steps // 4) == 0 or step == 1):
        local[0] = block_sum(u)
        heat = np.zeros(1)
        comm.Allreduce(local, heat, op=MPI.SUM)
        if rank == 0:
            print("step %4d  change %.6e  mean temperature %.6f" % (step, np.sqrt(total[0]), heat[0] / (n * n)))
elapsed = MPI.Wtime() - t0
cpu = time.process_time() - c0

# The temperature down the middle column, gathered on rank 0 one block at a
# time (each rank sends its part; rank 0 receives in rank order).
middle = u[1:rows + 1, n // 2 + 1].copy()
if rank == 0:
    column = np.zeros(n)
    column[0:rows] = middle
    at = rows
    for other in range(1, size):
        count = n // size + (1 if other < n % size else 0)
        part = np.zeros(count)
        comm.Recv(part, source=other, tag=2)
        column[at:at + count] = part
        at += count
    if bench:
        print("BENCH heat n=%d steps=%d ranks=%d seconds=%.4f cpu=%.4f warmup=%.4f change=%.6e"
              % (n, steps, size, elapsed, cpu, warmup, np.sqrt(total[0])))
    else:
        print("middle column, every %d-th row:" % max(1, n // 8))
        print(np.round(column[::max(1, n // 8)], 3))
else:
    comm.Send(middle, dest=0, tag=2)
