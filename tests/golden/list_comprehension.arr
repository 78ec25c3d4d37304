# List comprehensions over range in host and @njit code, used for sums and converted with np.array.
import numpy as np
from numba import njit


@njit
def cubes(n):
    return [i * i * i for i in range(n)]


@njit
def halves(n):
    return [i / 2 for i in range(1, n)]


sq = [i * i for i in range(8)]
print(sq)
print(cubes(6))
print(halves(5))
print(sum([2 * k + 1 for k in range(10)]))
odd = [k for k in range(10) if k % 2 == 1]
print(odd)
a = np.array([i * 0.5 for i in range(4)])
print(a)
print(len([0 for _ in range(7)]))
