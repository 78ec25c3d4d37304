# In jitted code Numba 0.56 has only random() on a Generator, so its other
# methods (integers, normal, standard_normal, ...) are host code only;
# parameters given as lists, dtypes NumPy refuses, method= not given as a
# string, and seeds other than an integer or None are not supported.
import numpy as np
from numba import njit


@njit
def draw(g):
    return g.integers(10), g.random(), g.normal(0.0, 1.0), g.standard_normal(3)


rng = np.random.default_rng(1)
print(rng.normal([0.0, 1.0], 1.0), rng.standard_normal(3, dtype=np.int64), rng.exponential(2.0, (2, 1.5)))
print(draw(rng), np.random.default_rng(1.5), rng.integers(0, 10, dtype=np.int32))
# ERROR 15:7: np.random.Generator.normal() with parameters given as a list or tuple is not supported by arrc
# ERROR 15:36: Unsupported dtype dtype('int64') for standard_normal
# ERROR 15:76: size must be None, an int or a tuple of 1 to 4 ints, not Tuple(int64, float64)
# ERROR 11:12: 'np.random.Generator.integers' is only available in host code, not in jitted functions
# ERROR 11:40: np.random.Generator.normal() is not supported in jitted code: Numba 0.56 has only random() on a Generator
# ERROR 11:60: np.random.Generator.standard_normal() is not supported in jitted code: Numba 0.56 has only random() on a Generator
# ERROR 16:18: np.random.default_rng() takes an integer seed or None here, not float64
# ERROR 16:46: np.random.Generator.integers() makes int64 numbers in arrc; dtype=int32 is not supported yet
