# What Numba 0.56 rejects of np.random in jitted code is an error there
# (choice's p=, gumbel without its parameters, a size= form with a default
# parameter left out, choice from a 2-D array), and what arrc does not do
# (parameters given as arrays, which NumPy broadcasts) says so.
import numpy as np
from numba import njit


@njit
def draws(x, p):
    a = np.random.choice(x, 3, True, p)
    b = np.random.gumbel(0.0)
    c = np.random.exponential(size=3)
    d = np.random.poisson(lam=2.0, size=3)
    e = np.random.choice(np.zeros((2, 2)))
    return a, b, c, d, e


print(draws(np.arange(3.0), np.ones(3) / 3))
print(np.random.normal(0.0, 1.0), np.random.exponential(np.ones(3)), np.random.shuffle(3), np.random.choice("abc"))
print(np.random.dirichlet(2.0), np.random.poisson(3.0, 2.5))
# ERROR 11:9: np.random.choice()'s p= is not allowed in jitted code
# ERROR 12:9: np.random.gumbel() needs both loc and scale in jitted code
# ERROR 13:9: np.random.exponential() with size= is not allowed in jitted code without all 1 of its parameters
# ERROR 15:9: np.random.choice() draws from a 1-D array in jitted code, not array(float64, 2d, C)
# ERROR 20:35: np.random.exponential() with array parameters (broadcast against each other) is not supported by arrc
# ERROR 20:70: np.random.shuffle() shuffles an array in place, not int64
# ERROR 20:92: np.random.choice() needs an int or a 1-D array as its population, not unicode_type
# ERROR 21:7: np.random.dirichlet()'s alpha must be a 1-D array or a list of numbers, not float64
# ERROR 21:33: size must be None, an int or a tuple of 1 to 4 ints, not float64
