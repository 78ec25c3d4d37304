# Seed 001 "Average Calculations": average of square roots with a loop over an array, plain and @njit (returning the value here).
import math
import numpy as np
from numba import njit


def average_sqrt(Mat):
    avg = 0.
    for x in Mat:
        avg += math.sqrt(x)
    avg = avg / len(Mat)
    return avg


@njit
def average_sqrt_numba(Mat):
    avg = 0.
    for x in Mat:
        avg += math.sqrt(x)
    avg = avg / len(Mat)
    return avg


def average_sqrt_no_return(Mat, avg):
    # as in the tutorial: assigning the parameter does not change the caller's variable
    avg = 0.
    for x in Mat:
        avg += math.sqrt(x)
    avg = avg / len(Mat)


Mat = np.linspace(0.0, 100.0, 1001)
avg = 0.
print(average_sqrt(Mat))
print(average_sqrt_numba(Mat))
print(average_sqrt(Mat) == average_sqrt_numba(Mat))
average_sqrt_no_return(Mat, avg)
print("caller's avg is still", avg)
print(average_sqrt_numba(np.array([1.0, 4.0, 9.0, 16.0])))
