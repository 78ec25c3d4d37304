# In jitted code integer arithmetic is 64-bit and wraps, as in Numba, also
# when every operand is known when arrc compiles: only an expression of
# literals alone is folded by Python first (and must fit in int64).
from numba import njit


@njit
def hash_step(seed):
    prime = (1 << 40) + 21
    h = prime * prime
    h ^= seed
    return h, prime * 3


@njit
def lcg(n):
    a = 6364136223846793005
    c = 1442695040888963407
    x = 12345
    for _ in range(n):
        x = a * x + c
    return x, a * a


@njit
def wrapped_quarter():
    v = 1 << 62
    w = v * 4
    return w // 4, (v * 4) // 4, v + v - v


print(hash_step(7))
print(wrapped_quarter())
print(lcg(3))
