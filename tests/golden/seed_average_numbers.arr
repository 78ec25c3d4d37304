# Seed 001 "Function Signature": average_numbers compiled with nb.float64(nb.int32, nb.int32), as jit(sig)(f) and @jit(sig).
import numpy as np
import numba as nb
from numba import jit


def average_numbers(x, y):
    return (x + y) / 2.0


numba_average_numbers = jit(nb.float64(nb.int32, nb.int32))(average_numbers)


@jit(nb.float64(nb.int32, nb.int32))
def average_numbers_numba(x, y):
    return (x + y) / 2.0


short_average_numbers = jit(nb.f8(nb.i4, nb.i4))(average_numbers)

print(average_numbers(1, 2), numba_average_numbers(1, 2), average_numbers_numba(1, 2))
pairs = [(1, 2), (3, 4), (-7, 2), (100, 1000), (0, 0), (-5, -6)]
for p in pairs:
    x = np.int32(p[0])
    y = np.int32(p[1])
    print(x, y, average_numbers(p[0], p[1]), numba_average_numbers(x, y),
          average_numbers_numba(x, y), short_average_numbers(x, y))
