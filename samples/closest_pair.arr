# From seed 001 "Introduction to Numba" (NASA ASTG Python course), section
# "Another Example: Finding the Closet Two Points": python_closest (plain) and
# numba_closest (@jit with a Tuple signature and prange loops) on random 2-D
# points. Prints the two closest points and their distance from both versions.
import math
import time
import numpy as np
from numba import jit, prange


def python_closest(points):
    min_distance2 = 999999.
    mdp1, mdp2 = None, None
    for i in range(len(points)):
        for j in range(i+1, len(points)):
            distance2 = (points[i][0]-points[j][0])**2 + \
                        (points[i][1]-points[j][1])**2
            if distance2 < min_distance2:
               min_distance2 = distance2
               mdp1, mdp2 = points[i], points[j]
    return mdp1, mdp2, math.sqrt(min_distance2)


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


np.random.seed(8100)
# the tutorial uses 8100 points; the plain Python version is O(N*N)
points = np.random.uniform((-1,-1), (1,1), (300,2))

# tcloset = %timeit -o python_closest(points)
start = time.perf_counter()
p1, p2, d = python_closest(points)
tcloset = time.perf_counter() - start
print("python_closest:", p1, p2, d)

# tcloset_numba = %timeit -o numba_closest(points)
start = time.perf_counter()
q1, q2, e = numba_closest(points)
tcloset_numba = time.perf_counter() - start
print("numba_closest: ", q1, q2, e)
print("same answer:", d == e)

# the jitted version on the full-size problem of the tutorial
many = np.random.uniform((-1,-1), (1,1), (8100,2))
r1, r2, f = numba_closest(many)
print("8100 points:", r1, r2, f)
