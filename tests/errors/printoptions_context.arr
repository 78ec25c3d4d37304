# np.printoptions is a context manager of host code with
# np.set_printoptions's options.
import numpy as np
from numba import njit


@njit
def show(a):
    with np.printoptions(precision=2):
        print(a)


with np.printoptions(precision="3"):
    print(np.ones(2))
with np.set_printoptions(precision=3):
    print(np.ones(2))
show(np.ones(2))
# ERROR 9:10: 'np.printoptions' is only available in host code, not in jitted functions
# ERROR 13:6: precision must be an integer
# ERROR 15:6: none does not support the context manager protocol (arrc's with statements take files, NpzFiles and np.printoptions(...))
