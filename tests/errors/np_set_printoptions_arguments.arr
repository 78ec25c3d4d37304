import numpy as np
from numba import njit


@njit
def show(a):
    np.set_printoptions(precision=3)
    print(a)


np.set_printoptions(precision=1.5)
np.set_printoptions(threshold="all")
np.set_printoptions(edgeitems=2.0)
np.set_printoptions(3, 10, 2, 80, False, "nan", "inf", None)
np.set_printoptions(formatter=None)
np.set_printoptions(floatmode="exact")
np.set_printoptions(sign="*")
np.set_printoptions(nanstr=0)
np.set_printoptions(sign=1)
np.set_printoptions(legacy="1.13")
show(np.ones(3))
# ERROR 11:1: precision must be an integer
# ERROR 12:1: threshold must be numeric
# ERROR 13:1: set_printoptions(): edgeitems must be an integer, not float64
# ERROR 14:1: np.set_printoptions() takes 0 to 7 arguments but 8 were given
# ERROR 15:1: the argument 'formatter' of np.set_printoptions() is not supported by arrc yet
# ERROR 16:31: floatmode option must be one of "fixed", "unique", "maxprec", "maxprec_equal"
# ERROR 17:26: sign option must be one of ' ', '+', or '-'
# ERROR 18:28: set_printoptions(): nanstr must be a string, not int64
# ERROR 19:26: set_printoptions(): sign must be a string, not int64
# ERROR 20:1: the argument 'legacy' of np.set_printoptions() is not supported by arrc yet
# ERROR 7:5: 'np.set_printoptions' is only available in host code, not in jitted functions
