import numpy as np
from numba import njit

@njit
def rows(a):
    return a.shapee[0]

print(rows(np.zeros((3, 4))))
print(np.zeroes(3))
# ERROR 6:12: array(float64, 2d, C) has no attribute 'shapee'
# ERROR 9:7: module 'numpy' has no attribute 'zeroes' that arrc knows
