import pandas as pd
from scipy import stats
import numpy as np
from numba import stencil, njit, typeof
from numba.cuda import reduce, jit, nosuch
# ERROR 1:8: import of module 'pandas' is not supported
# ERROR 2:1: import from module 'scipy' is not supported
# ERROR 4:19: 'numba.stencil' is not supported by arrc yet
# ERROR 4:34: 'numba.typeof' is not supported by arrc yet
# ERROR 5:37: cannot import 'nosuch' from 'numba.cuda'
