# Random walks with Gaussian steps in host code (random.gauss keeps the
# second value of each pair for the next call, as CPython does), compared
# with a jitted walk whose noise comes from np.random.
import math
import random

import numpy as np
from numba import njit


def walk(n, sigma):
    x = 0.0
    path = [x]
    for _ in range(n):
        x += random.gauss(0.0, sigma)
        path.append(x)
    return path


@njit
def walk_np(steps):
    out = np.empty(steps.shape[0] + 1)
    out[0] = 0.0
    for i in range(steps.shape[0]):
        out[i + 1] = out[i] + steps[i]
    return out


random.seed(2023)
np.random.seed(2023)
path = walk(1000, 0.5)
print("final:", path[-1])
print("max |x|:", max(abs(x) for x in path))
print("first steps:", [round(v, 6) for v in path[:6]])

# Seeding random does not move np.random's stream (as in Python).
random.seed(1)
steps = np.random.normal(0.0, 0.5, 1000)
print("numpy walk:", walk_np(steps)[-1])

# Mean squared displacement over many walks grows like n * sigma**2.
random.seed(99)
n = 100
msd = 0.0
walks = 200
for _ in range(walks):
    p = walk(n, 1.0)
    msd += p[-1] ** 2
print("msd/n:", msd / walks / n)

# The other continuous distributions of the module.
random.seed(5)
print(random.gauss(), random.gauss(10.0, 2.0))
print(random.normalvariate(0.0, 1.0), random.normalvariate(mu=3.0, sigma=0.1))
print(random.lognormvariate(0.0, 0.25))
waits = [random.expovariate(1 / 5.0) for _ in range(1000)]
print("mean wait:", sum(waits) / len(waits))
print(random.triangular(0.0, 10.0, 8.0), random.triangular(), random.triangular(1.0, 1.0, 1.0))
print(random.paretovariate(3.0), random.weibullvariate(2.0, 0.5))
print("angle:", math.degrees(random.uniform(0.0, 2 * math.pi)))
