# Seed 001 "Finding the Closest Two Points": None initial values, plain and with the Tuple((float64[:], float64[:], float64)) signature.
import math
import numpy as np
from numba import jit


def python_closest(points):
    min_distance2 = 999999.
    mdp1, mdp2 = None, None
    for i in range(len(points)):
        for j in range(i + 1, len(points)):
            distance2 = (points[i][0] - points[j][0]) ** 2 + \
                        (points[i][1] - points[j][1]) ** 2
            if distance2 < min_distance2:
                min_distance2 = distance2
                mdp1, mdp2 = points[i], points[j]
    return mdp1, mdp2, math.sqrt(min_distance2)


@jit('Tuple((float64[:], float64[:], float64))(float64[:,:])', nopython=True)
def numba_closest(points):
    min_distance2 = 999999.
    mdp1, mdp2 = None, None
    for i in range(len(points)):
        for j in range(i + 1, len(points)):
            distance2 = (points[i][0] - points[j][0]) ** 2 + \
                        (points[i][1] - points[j][1]) ** 2
            if distance2 < min_distance2:
                min_distance2 = distance2
                mdp1, mdp2 = points[i], points[j]
    return mdp1, mdp2, math.sqrt(min_distance2)


n = 40
points = np.zeros((n, 2))
for k in range(n):
    points[k, 0] = math.sin(k * 1.7) * 10.0
    points[k, 1] = math.cos(k * 2.3) * 10.0
p1, p2, d = python_closest(points)
print("python_closest:", p1, p2, d)
q1, q2, e = numba_closest(points)
print("numba_closest: ", q1, q2, e)
print("same answer:", d == e)
