# np.random.random_sample, ranf and sample are NumPy's other names for
# np.random.random: the same draws from the same generator, in host code
# and in @njit code (where Numba has them too).
import numpy as np
from numba import njit


@njit
def jitted_draws(n):
    np.random.seed(7)
    a = np.random.ranf(n)
    b = np.random.random_sample(n)
    c = np.random.sample()
    return a.sum() + b.sum() + c


np.random.seed(42)
points = np.random.ranf((4, 2))
print(points)
print(np.random.random_sample(3))
print(np.random.sample())
np.random.seed(42)
print(np.random.random((4, 2)))
print(round(jitted_draws(5), 12))
