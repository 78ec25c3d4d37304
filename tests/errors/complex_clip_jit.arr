# Numba 0.56 has no ordering of complex numbers for np.clip in jitted code
# (np.maximum and np.minimum of complex numbers it has).
import numpy as np
from numba import njit


@njit
def limit(z):
    return np.clip(z, 0j, 1 + 1j), z.clip(0j, 1 + 1j)


print(limit(np.array([2 + 2j])))
# ERROR 9:12: np.clip() of complex numbers is not available in jitted code
# ERROR 9:36: a.clip() of complex numbers is not available in jitted code
