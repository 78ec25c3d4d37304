# Monte Carlo estimate of pi: each rank throws its own darts (seeded by its
# rank), counts the hits with a jitted loop, and Allreduce sums the counts
# so every rank knows the estimate.
import numpy as np
from numba import njit
from mpi4py import MPI


@njit
def count_hits(xs, ys):
    hits = 0
    for i in range(xs.shape[0]):
        if xs[i] * xs[i] + ys[i] * ys[i] <= 1.0:
            hits += 1
    return hits


comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()

samples_per_rank = 20000
np.random.seed(1234 + rank)
xs = np.random.random(samples_per_rank)
ys = np.random.random(samples_per_rank)

local = np.array([count_hits(xs, ys)], dtype=np.int64)
total = np.zeros(1, dtype=np.int64)
comm.Allreduce(local, total, op=MPI.SUM)

n = samples_per_rank * size
pi_estimate = 4.0 * total[0] / n

# Every rank holds the same estimate: check it with a second reduction.
mine = np.array([pi_estimate])
lowest = np.empty(1)
highest = np.empty(1)
comm.Allreduce(mine, lowest, op=MPI.MIN)
comm.Allreduce(mine, highest, op=MPI.MAX)
if rank == 0:
    print("darts:", n)
    print("hits:", total[0])
    print("pi ~", pi_estimate)
    print("error:", abs(pi_estimate - np.pi) < 0.05)
    print("all ranks agree:", lowest[0] == highest[0])
