# Seed 001 "Calling Other Functions": the @jit function hypot calls the @jit function square, with ints and floats.
import math
from numba import jit


@jit
def square(x):
    return x ** 2


@jit
def hypot(x, y):
    return math.sqrt(square(x) + square(y))


print(hypot(3, 4))
print(hypot(5.0, 12.0))
print(hypot(1.5, 2.0))
print(hypot(-8, 15))
print(hypot(1, 1))
print(square(7), square(2.5), square(-3))
