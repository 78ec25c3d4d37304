# Imports where Python programs put them: inside host functions (also in
# their branches), under `if __name__ == "__main__":`, with aliases, in
# parenthesized from-imports, and the same module imported twice. A name a
# function imports is its own; one imported under the main guard is a
# global that the functions defined above it read.
import numpy as np
import numpy as np
from numba import njit
from math import (sqrt, pi)


@njit
def norm(v):
    s = 0.0
    for x in v:
        s += x * x
    return sqrt(s)


def circle_area(r):
    import numpy
    from math import pi as PI
    return PI * r * r + numpy.float64(0.0)


def report(values, verbose):
    if verbose:
        import math as m
        print("floor of pi:", m.floor(m.pi))
    from numba import njit as jit_again
    print("norm:", norm(values))


def cosine(x):
    return mt.cos(x)


if __name__ == "__main__":
    import math as mt
    from numpy import (zeros, arange as ar)
    v = ar(4).astype(np.float64)
    report(v, True)
    print("area:", circle_area(2.0), "pi:", pi)
    print("cos(0):", cosine(0.0), zeros(2))
