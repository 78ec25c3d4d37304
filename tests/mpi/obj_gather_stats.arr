# Distributed statistics of a large sample: rank 0 makes the data, every
# rank takes a block, computes partial sums in an @njit function, and the
# partial results are combined with MPI.
import sys
import numpy as np
from numba import njit
from mpi4py import MPI

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()

n = int(sys.argv[1]) if len(sys.argv) > 1 else 100_003


@njit(cache=False)
def partial_moments(x):
    s = 0.0
    s2 = 0.0
    lo = np.inf
    for v in x:
        s += v
        s2 += v * v
        lo = min(lo, v)
    return s, s2, lo


counts = [n // size + (1 if r < n % size else 0) for r in range(size)]
displs = [sum(counts[:r]) for r in range(size)]
data = None
if rank == 0:
    rng = np.random.default_rng(42)
    data = rng.standard_normal(n)
block = np.empty(counts[rank])
comm.Scatterv([data, counts, displs, MPI.DOUBLE], block, root=0)

s, s2, lo = partial_moments(block)
total = np.array([s, s2])
comm.Allreduce(MPI.IN_PLACE, total, op=MPI.SUM)
lows = comm.gather(lo, root=0)
if rank == 0:
    mean = total[0] / n
    var = total[1] / n - mean * mean
    print("n = %d on %d ranks" % (n, size))
    print("mean %.6f  std %.6f  min %.6f" % (mean, np.sqrt(var), min(lows)))
    print("blocks:", counts)
