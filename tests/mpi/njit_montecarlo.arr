# A Monte Carlo estimate of pi: each rank draws its own points inside
# @njit code (seeded by its rank), and the counts are summed with
# allreduce after every batch, inside the compiled loop. wtime() times the
# run; the time is not printed, since it differs between runs.
import numba
import numpy as np
import numba_mpi as mpi

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
def estimate(batches, points):
    np.random.seed(1234 + mpi.rank())
    start = mpi.wtime()
    total = np.zeros(1, dtype=np.int64)
    estimates = np.zeros(batches)
    count = 0
    for b in range(batches):
        count += hits(points)
        status = mpi.allreduce(count, total, mpi.Operator.SUM)
        if status != mpi.SUCCESS:
            return estimates, -1.0
        estimates[b] = 4.0 * total[0] / ((b + 1) * points * mpi.size())
    return estimates, mpi.wtime() - start


estimates, seconds = estimate(BATCHES, POINTS)
best = np.zeros(1)
mpi.allreduce(abs(estimates[-1] - np.pi), best, mpi.Operator.MIN)
if mpi.rank() == 0:
    print("estimates after each batch", estimates)
    print("pi is about", estimates[-1], "error", round(best[0], 6))
    print("timed:", seconds >= 0.0)
