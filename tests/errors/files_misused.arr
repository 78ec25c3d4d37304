# Files exist in host code only (Numba has none); arrc's files are text;
# a with statement needs a file.
import numpy as np
from numba import njit


@njit
def read_in_jit(path):
    f = open(path)
    return 1


def binary(path):
    with open(path, "rb") as f:
        return f.read()


def not_a_file():
    a = np.zeros(3)
    with a:
        pass


def bad_write(path):
    with open(path, "w") as f:
        f.write(3)


print(read_in_jit("x"), binary("y"), not_a_file(), bad_write("z"))
# ERROR 9:9: 'open' is only available in host code, not in jitted functions
# ERROR 14:10: binary files (mode 'rb') are not supported by arrc; open text files
# ERROR 19:9: array(float64, 1d, C) does not support the context manager protocol (arrc's with statements take files, NpzFiles and np.printoptions(...))
# ERROR 26:9: write() argument must be str, not int64
