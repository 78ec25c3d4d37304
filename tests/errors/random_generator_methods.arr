# A Generator's methods that need NumPy's ziggurat tables (normal,
# standard_normal, exponential) are not supported yet; in jitted code Numba
# 0.56 supports only random(), so the others are host code only; seeds
# other than an integer or None are not supported.
import numpy as np
from numba import njit


@njit
def draw(g):
    return g.integers(10), g.random()


rng = np.random.default_rng(1)
print(rng.normal(0.0, 1.0), rng.standard_normal(3), rng.exponential(2.0))
print(draw(rng), np.random.default_rng(1.5), rng.integers(0, 10, dtype=np.int32))
# ERROR 15:7: np.random.Generator.normal() is not supported by arrc yet
# ERROR 15:29: np.random.Generator.standard_normal() is not supported by arrc yet
# ERROR 15:53: np.random.Generator.exponential() is not supported by arrc yet
# ERROR 11:12: 'np.random.Generator.integers' is only available in host code, not in jitted functions
# ERROR 16:18: np.random.default_rng() takes an integer seed or None here, not float64
# ERROR 16:46: np.random.Generator.integers() makes int64 numbers in arrc; dtype=int32 is not supported yet
