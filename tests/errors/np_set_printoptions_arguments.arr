import numpy as np
from numba import njit


@njit
def show(a):
    np.set_printoptions(precision=3)
    print(a)


np.set_printoptions(precision=1.5)
np.set_printoptions(threshold="all")
np.set_printoptions(edgeitems=2.0)
np.set_printoptions(3, 10, 2, 80, False, "nan")
np.set_printoptions(floatmode="fixed")
show(np.ones(3))
# ERROR 11:1: precision must be an integer
# ERROR 12:1: threshold must be numeric
# ERROR 13:1: set_printoptions(): edgeitems must be an integer, not float64
# ERROR 14:1: np.set_printoptions() takes 0 to 5 arguments but 6 were given
# ERROR 15:1: the argument 'floatmode' of np.set_printoptions() is not supported by arrc yet
# ERROR 7:5: 'np.set_printoptions' is only available in host code, not in jitted functions
