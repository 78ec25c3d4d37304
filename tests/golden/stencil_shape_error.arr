# A second relatively indexed array smaller than the first in a dimension
# is Numba's ValueError when the stencil runs (a larger one is fine).
import numpy as np
from numba import stencil, njit


@stencil
def gradient_dot(u, v):
    return (u[0, 1] - u[0, -1]) * v[0, 0] + (u[1, 0] - u[-1, 0]) * v[0, 0]


@njit
def run(u, v):
    return gradient_dot(u, v).sum()


u = np.arange(20.0).reshape(4, 5)
print(run(u, np.ones((4, 6))))
print(gradient_dot(u, np.ones((5, 5))).sum())
print(run(u, np.ones((4, 4))))
