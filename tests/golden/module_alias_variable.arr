# A module bound to a variable (rng = np.random, la = np.linalg) and read several times, at the top level, in a host function (also a top-level one read by a function) and in @njit code: every read folds to the module's member (the second read used to crash the compiler).
import numpy as np
from numba import njit


@njit
def noisy_sum(a, seed):
    r = np.random
    r.seed(seed)
    total = 0.0
    for x in a:
        total += x + r.random()
    return total + r.randint(0, 10)


def report(m):
    la = np.linalg
    print("det", round(la.det(m), 6), "norm", round(la.norm(m), 6))
    print("rank", la.matrix_rank(m))


rng = np.random
rng.seed(11)
first = rng.randint(0, 100, 5)
second = rng.randint(0, 100, 5)
print(first, second)
print(round(noisy_sum(np.arange(4.0), 3), 12), round(noisy_sum(np.arange(4.0), 3), 12))
report(np.array([[2.0, 1.0], [1.0, 3.0]]))


la = np.linalg


def determinant(m):
    return la.det(m)


print(round(determinant(np.eye(3) * 2.0), 6), round(la.norm(np.ones(4)), 6))
