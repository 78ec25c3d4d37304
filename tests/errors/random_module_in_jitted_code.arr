# The random module's functions that Numba 0.56 lacks in jitted code are
# host code only.
import random

from numba import njit


@njit
def deal(xs):
    random.shuffle(xs)
    return random.choice(xs) + len(random.sample(xs, 2))


print(deal([1, 2, 3]))
# ERROR 10:5: 'random.shuffle' is not supported by Numba in jitted code; call it in host code
# ERROR 11:12: 'random.choice' is not supported by Numba in jitted code; call it in host code
# ERROR 11:36: 'random.sample' is not supported by Numba in jitted code; call it in host code
