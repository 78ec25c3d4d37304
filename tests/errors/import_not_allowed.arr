import pandas as pd
from scipy import stats
import numpy as np
from numba import jit_module, njit, typeof
from numba.cuda import reduce, jit, nosuch
# ERROR 1:8: import of module 'pandas' is not supported; arrc programs may import math, cmath, numpy, numba, numba.cuda, random, time, timeit, sys, os, os.path, operator, itertools, functools, argparse, matplotlib.pyplot, matplotlib.image, mpi4py and numba_mpi
# ERROR 2:1: import from module 'scipy' is not supported; arrc programs may import math, cmath, numpy, numba, numba.cuda, random, time, timeit, sys, os, os.path, operator, itertools, functools, argparse, matplotlib.pyplot, matplotlib.image, mpi4py and numba_mpi
# ERROR 4:19: 'numba.jit_module' is not supported by arrc yet
# ERROR 4:37: 'numba.typeof' is not supported by arrc yet
# ERROR 5:37: cannot import 'nosuch' from 'numba.cuda': arrc does not know it
