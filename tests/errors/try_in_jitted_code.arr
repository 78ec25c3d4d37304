# try statements in jitted code follow Numba 0.56: only bare except and
# except Exception, no "as" name; GPU code has none; an except clause names
# an exception class.
import numpy as np
from numba import njit, cuda


@njit
def matches_value_error(x):
    try:
        return 10 // x
    except ValueError:
        return 0


@njit
def binds_exception(x):
    try:
        return 10 // x
    except Exception as e:
        return 0


@cuda.jit
def kernel(a):
    try:
        a[0] = 1
    except Exception:
        pass


def host(x):
    try:
        return 1
    except len:
        return 2


print(matches_value_error(1), binds_exception(1), host(1))
kernel[1, 1](cuda.to_device(np.zeros(1)))
# ERROR 12:12: Exception matching is limited to <class 'Exception'> in jitted code (Numba's rule); catch ValueError in host code
# ERROR 20:5: Exception object cannot be stored into variable (e) in jitted code (Numba's rule); only host code binds the exception with 'as'
# ERROR 35:12: catching classes that do not inherit from BaseException is not allowed (builtin(builtins.len) is not an exception class)
# ERROR 26:5: 'try' statements are not allowed in GPU code (Numba CUDA has no exceptions to catch)
