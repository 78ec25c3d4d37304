# Imports inside functions: host functions may import (any known module);
# Numba 0.56 compiles no import statement in a jitted function or kernel;
# a module arrc does not know is an error wherever it is imported.
from numba import njit, cuda


@njit
def hyp(a, b):
    import math
    return math.sqrt(a * a + b * b)


@cuda.jit
def kernel(out):
    from math import sqrt
    out[0] = sqrt(2.0)


def load():
    import pandas
    from scipy import stats
    return 1


if __name__ == "__main__":
    print(hyp(3.0, 4.0), load())
# ERROR 9:5: an import inside a jitted function or kernel is not supported by Numba
# ERROR 15:5: an import inside a jitted function or kernel is not supported by Numba
# ERROR 20:12: import of module 'pandas' is not supported
# ERROR 21:5: import from module 'scipy' is not supported
