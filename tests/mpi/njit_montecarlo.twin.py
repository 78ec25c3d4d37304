# The twin of njit_montecarlo.arr: the same computation with mpi4py calls
# in host code between the jitted batches.
import numba
import numpy as np
from mpi4py import MPI

comm = MPI.COMM_WORLD
BATCHES = 5
POINTS = 20000


@numba.njit
def hits(n):
    inside = 0
    for _ in range(n):
        x, y = np.random.random(), np.random.random()
        if x * x + y * y <= 1.0:
            inside += 1
    return inside


@numba.njit
def seed(s):
    np.random.seed(s)


def estimate(batches, points):
    seed(1234 + comm.rank)
    start = MPI.Wtime()
    total = np.zeros(1, dtype=np.int64)
    estimates = np.zeros(batches)
    count = 0
    for b in range(batches):
        count += hits(points)
        comm.Allreduce(np.array([count], dtype=np.int64), total, op=MPI.SUM)
        estimates[b] = 4.0 * total[0] / ((b + 1) * points * comm.size)
    return estimates, MPI.Wtime() - start


estimates, seconds = estimate(BATCHES, POINTS)
best = np.zeros(1)
comm.Allreduce(np.array([abs(estimates[-1] - np.pi)]), best, op=MPI.MIN)
if comm.rank == 0:
    print("estimates after each batch", estimates)
    print("pi is about", estimates[-1], "error", round(best[0], 6))
    print("timed:", seconds >= 0.0)
