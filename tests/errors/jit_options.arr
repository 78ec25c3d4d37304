# Options of @jit and @njit are checked as Numba checks them: a misspelt
# one is Numba's "Unrecognized options" error, and ones that change what
# the program computes without arrc implementing them are refused instead
# of being ignored (forceobj runs in object mode). An error model other
# than 'python' and 'numpy' is Numba's KeyError.
from numba import jit, njit


@njit(cahce=True)
def identity(x):
    return x


@njit(error_model="ieee")
def safe_inverse(x):
    return 1.0 / x


@jit(nopython=False, forceobj=True)
def anything(x):
    return x


@njit(cache=True, nogil=True, error_model="python", boundscheck=False)
def fine(x):
    return x


print(identity(1), safe_inverse(0.0), anything(2), fine(3))
# ERROR 9:7: Unrecognized options: {'cahce'}
# ERROR 14:7: error_model must be 'python' or 'numpy'
# ERROR 19:22: object mode (forceobj=True) is not supported by arrc
