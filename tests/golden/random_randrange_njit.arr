# random.randrange in jitted code follows Numba 0.56 (its own generator and
# arithmetic: a step of 0 is no error there), next to the host's CPython one.
import random
from numba import njit

@njit
def draws(seed):
    random.seed(seed)
    out = []
    for i in range(6):
        out.append(random.randrange(10))
    for i in range(6):
        out.append(random.randrange(5, 50, 7))
    for i in range(6):
        out.append(random.randrange(40, -3, -4))
    for i in range(4):
        out.append(random.randrange(-9, 9))
    out.append(random.randrange(3, 4, 0))
    return out

@njit
def empty():
    return random.randrange(5, 5)

print(draws(42))
print(draws(7))
try:
    empty()
except ValueError as e:
    print("ValueError:", e)
random.seed(42)
print([random.randrange(5, 50, 7) for _ in range(6)])
