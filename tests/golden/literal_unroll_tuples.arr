# numba.literal_unroll over heterogeneous tuples in @njit code: a local
# tuple, a global constant tuple, a tuple argument and *args; each element
# is typed on its own, so strings compare with numbers (never equal).
import numpy as np
from numba import njit, literal_unroll

SETTINGS = ("fast", 3, 0.5, True)


@njit
def local_sum():
    mixed = (1, 2.5, np.float32(0.25), True)
    s = 0.0
    for v in literal_unroll(mixed):
        s += v
    return s


@njit
def count_numbers():
    n = 0
    for v in literal_unroll(SETTINGS):
        if v == "fast":
            continue
        n += 1
    return n


@njit
def total(t):
    acc = 0.0
    for v in literal_unroll(t):
        acc += v
    return acc


@njit
def sizes(*arrays):
    n = 0
    for a in literal_unroll(arrays):
        n += a.size
    return n


@njit
def count_big(*vals):
    n = 0
    for v in literal_unroll(vals):
        if v > 10:
            n += 1
    return n


print(local_sum(), count_numbers())
print(total((1, 2, 3)), total((1, 2.5, np.int32(4))))
print(sizes(np.zeros(3), np.ones((2, 2)), np.arange(5.0)))
print(count_big(1, 2.5, 30), count_big(11, np.int8(12)))
for setting in literal_unroll(SETTINGS):
    print(setting)
