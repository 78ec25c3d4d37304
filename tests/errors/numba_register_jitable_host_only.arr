import time
from numba import njit
from numba.extending import register_jitable


@register_jitable
def stamp(x):
    return x + time.time()


@njit
def use(x):
    return stamp(x)


print(stamp(1.0) > 0)
print(use(1.0))
# ERROR 8:16: 'time.time' is only available in host code, not in jitted functions
