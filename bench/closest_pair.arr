# Benchmark "closest_pair": seed 001 ("Introduction to Numba", NASA ASTG
# course), "Another Example: Finding the Closet Two Points": numba_closest with
# the tutorial's explicit Tuple signature, None initial values and prange loops
# (no parallel=True, so prange is range), on 8100 points from
# np.random.uniform((-1,-1), (1,1), (8100,2)) after np.random.seed in host code.
# Timing as in bench/RESULTS.md: one warm-up call (Numba compiles at the
# decorator, since the signature is given), then R timed calls with
# time.perf_counter(); prints the median and a checksum.
# Run: python3 bench/closest_pair.arr [R]   or   arrc bench/closest_pair.arr -o c && ./c [R]
import math
import sys
import time
import numpy as np
from numba import jit, prange


@jit('Tuple((float64[:], float64[:], float64))(float64[:,:])', nopython=True)
def numba_closest(points):
    min_distance2 = 999999.
    mdp1, mdp2 = None, None
    for i in prange(len(points)):
        for j in prange(i+1, len(points)):
            distance2 = (points[i][0]-points[j][0])**2 + \
                        (points[i][1]-points[j][1])**2
            if distance2 < min_distance2:
               min_distance2 = distance2
               mdp1, mdp2 = points[i], points[j]
    return mdp1, mdp2, math.sqrt(min_distance2)


def median(ts):
    # selection sort of a copy by hand: the language has no sorted()
    a = []
    for t in ts:
        a.append(t)
    n = len(a)
    for i in range(n):
        m = i
        for k in range(i + 1, n):
            if a[k] < a[m]:
                m = k
        x = a[i]
        a[i] = a[m]
        a[m] = x
    if n % 2 == 1:
        return a[n // 2]
    return (a[n // 2 - 1] + a[n // 2]) / 2.0


R = 11
if len(sys.argv) > 1:
    R = int(sys.argv[1])

np.random.seed(8100)
points = np.random.uniform((-1,-1), (1,1), (8100,2))

p1, p2, d = numba_closest(points)             # warm-up; its result is checked
times = []
for r in range(R):
    t0 = time.perf_counter()
    # other names than p1, p2, d: arrc's inference (as of this writing) types a
    # loop-carried result of a call with an explicit signature as Optional
    q1, q2, e = numba_closest(points)
    times.append(time.perf_counter() - t0)

print(f"BENCH closest_pair seconds={median(times):.6f}")
print(f"CHECK closest_pair d={d:.17g} p1=({p1[0]:.17g}, {p1[1]:.17g}) p2=({p2[0]:.17g}, {p2[1]:.17g})")
