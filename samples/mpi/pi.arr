# Monte Carlo estimate of pi on every MPI rank. Each rank throws its share
# of random points into the unit square in an @njit function, seeded with
# the rank so that the ranks draw different points and every run draws the
# same ones; comm.Allreduce adds the ranks' hit counts, and rank 0 prints
# the estimate. The estimate depends on the rank count (each count splits
# the points differently between the random streams) but not on the run.
#
#   python3:  mpirun -np 2 python3 pi.arr [POINTS] [bench]
#   arrc:     arrc pi.arr -o pi && mpirun -np 2 ./pi [POINTS] [bench]
#
# With "bench" as second argument rank 0 prints the seconds the sampling
# took (MPI.Wtime, after a warm-up call that compiles it under Numba), rank
# 0's processor seconds in that time (time.process_time), the warm-up's own
# seconds, and the hit count as a check.
import sys
import time
import numpy as np
from numba import njit
from mpi4py import MPI


@njit
def count_hits(points, seed):
    # Points (x, y) uniform in [0, 1)^2 that fall inside the quarter circle.
    np.random.seed(seed)
    hits = 0
    for _ in range(points):
        x = np.random.random()
        y = np.random.random()
        if x * x + y * y < 1.0:
            hits += 1
    return hits


comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()

total = int(sys.argv[1]) if len(sys.argv) > 1 else 200000
bench = len(sys.argv) > 2 and sys.argv[2] == "bench"
seed = 12345

# This rank's share of the points: the first total % size ranks take one
# more.
mine = total // size + (1 if rank < total % size else 0)

warmup = 0.0
if bench:
    t = MPI.Wtime()
    count_hits(10, seed)
    warmup = MPI.Wtime() - t

comm.Barrier()
t0 = MPI.Wtime()
c0 = time.process_time()
hits = np.zeros(1, dtype=np.int64)
hits[0] = count_hits(mine, seed + rank)
all_hits = np.zeros(1, dtype=np.int64)
comm.Allreduce(hits, all_hits, op=MPI.SUM)
elapsed = MPI.Wtime() - t0
cpu = time.process_time() - c0

if rank == 0:
    estimate = 4.0 * all_hits[0] / total
    if bench:
        print("BENCH pi points=%d ranks=%d seconds=%.4f cpu=%.4f warmup=%.4f hits=%d"
              % (total, size, elapsed, cpu, warmup, all_hits[0]))
    else:
        print("points:", total, "on", size, "ranks")
        print("inside the quarter circle:", all_hits[0])
        print("pi is about %.6f (error %.6f)" % (estimate, abs(estimate - np.pi)))
