# -Wunused-variable and -Wunused-parameter (-Wextra), as pyflakes has them.
# FLAGS: -Wall -Wextra -Wno-host-array-to-kernel
import numpy as np
from numba import njit, cuda

module_level = 5  # module names are never reported


@njit
def f(a, b, _c):  # WARNING 10:10: unused parameter 'b' [-Wunused-parameter]
    x = a + 1
    y = 2  # WARNING 12:5: local variable 'y' is assigned to but never used [-Wunused-variable]
    _z = 3
    p, q = 1, 2  # tuple targets are exempt
    for i in range(3):  # loop targets are exempt
        pass
    s = 0
    s += 1  # an augmented assignment reads s
    w: int = 4  # WARNING 19:5: local variable 'w' is assigned to but never used [-Wunused-variable]
    return x + p


def outer(n):
    k = n * 2

    def inner():
        return k  # a closure reads its enclosing function's variables

    return inner()


counter = 0


def bump():
    global counter
    counter = counter + 1


def stub(a, b):
    pass


class Box:
    def __init__(self, v):
        self.v = v

    def get(self):
        return self.v


@cuda.jit
def kern(out, unused_arg):  # WARNING 53:15: unused parameter 'unused_arg' [-Wunused-parameter]
    i = cuda.grid(1)
    if i < out.size:
        out[i] = i


out = np.zeros(4)
kern[1, 4](out, 1)
print(f(1, 2, 3), outer(2), out, Box(3).get(), module_level)
bump()
stub(1, 2)
