# From seed 001 "Introduction to Numba" (NASA ASTG Python course), section
# "Average Calculations": average_sqrt (plain) and average_sqrt_numba (@njit).
# As in the tutorial they return nothing (avg is a local copy), so the caller's avg
# stays 0.0; prints avg after each call and the real average for reference.
import math
import time
import numpy as np
from numba import njit


def average_sqrt(Mat, avg):
    """
        Average of the square root of all the entries of an array using loops.
    """
    avg = 0.
    for x in Mat:
        avg += math.sqrt(x)
    avg = avg/len(Mat)

@njit
def average_sqrt_numba(Mat, avg):
    """
        Average of the square root of all the entries of an array using loops.
    """
    s = 0.
    for x in Mat:
        avg += math.sqrt(x)
    avg = avg/len(Mat)


np.random.seed(1000000)
M = 100000        # 1000000 in the tutorial
Mat = np.random.rand(M)
avg = 0.

# time_reg = %timeit -o average_sqrt(Mat, avg)
start = time.perf_counter()
r1 = average_sqrt(Mat, avg)
time_reg = time.perf_counter() - start
print("after average_sqrt:", avg, r1)

# time_numba = %timeit -o average_sqrt_numba(Mat, avg)
start = time.perf_counter()
r2 = average_sqrt_numba(Mat, avg)
time_numba = time.perf_counter() - start
print("after average_sqrt_numba:", avg, r2)

print("mean of sqrt:", round(np.mean(np.sqrt(Mat)), 6))
