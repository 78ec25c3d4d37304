# From seed 001 "Introduction to Numba" (NASA ASTG Python course), section
# "Function Signature": average_numbers compiled with an explicit signature
# nb.float64(nb.int32, nb.int32), both as jit(sig)(f) and as @jit(sig).
# Prints the averages of a few int32 pairs from the plain and both jitted versions.
import numpy as np
import numba as nb
from numba import jit


def average_numbers(x, y):
    return (x + y)/2.0


numba_average_numbers = jit(nb.float64(nb.int32, nb.int32))(average_numbers)


@jit(nb.float64(nb.int32, nb.int32))
def average_numbers_numba(x, y):
    return (x + y)/2.0


# the abbreviated notation nb.f8(nb.i4, nb.i4) names the same signature
short_average_numbers = jit(nb.f8(nb.i4, nb.i4))(average_numbers)

pairs = [(1, 2), (3, 4), (-7, 2), (100, 1000), (2147483647, 1)]
for p in pairs:
    x = np.int32(p[0])
    y = np.int32(p[1])
    print(x, y, average_numbers(p[0], p[1]), numba_average_numbers(x, y),
          average_numbers_numba(x, y), short_average_numbers(x, y))
