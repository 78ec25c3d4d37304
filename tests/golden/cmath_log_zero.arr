# cmath.log(0) raises ValueError: math domain error in Python (Numba's
# jitted code gives -inf + 0j instead).
import cmath
from numba import njit


@njit
def jitted_log(z):
    return cmath.log(z)


print(jitted_log(0j))
for z in [4 + 0j, 1j, 0j]:
    print(z, cmath.log(z))
