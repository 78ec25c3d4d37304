# np.random's functions take lists where NumPy does: choice's population and
# p=, dirichlet's alpha and multinomial's pvals (in @njit too, as Numba takes
# sequences there), and a Generator's choice.
import numpy as np
from numba import njit

np.random.seed(3)
print(np.random.choice([10, 20, 30]), np.random.choice([1.5, 2.5], 4), np.random.choice(3, 5, p=[0.2, 0.3, 0.5]))
print(np.random.choice([4, 5, 6, 7], 2, replace=False, p=[0.1, 0.2, 0.3, 0.4]))
print(np.random.dirichlet([1.0, 2.0, 3.0]), np.random.multinomial(10, [0.5, 0.25, 0.25], 2))
rng = np.random.default_rng(9)
print(rng.choice([1, 2, 3], 5), rng.choice(4, p=[0.25, 0.25, 0.25, 0.25]), rng.choice([0.5, 1.5, 2.5]))

@njit
def f():
    np.random.seed(3)
    return np.random.dirichlet([1.0, 2.0, 3.0]), np.random.multinomial(10, [0.5, 0.25, 0.25], 2)
print(f())
