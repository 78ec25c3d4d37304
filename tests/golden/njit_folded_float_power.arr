# Python's compiler folds an operator expression of literals before Numba
# sees it, so (1.0 + 1e-3) ** 7 inside @njit is CPython's pow of the
# constants, while x ** 7 of a variable is Numba's repeated multiplication.
# The two differ in the last digits; arrc gives each where Numba does.
import numpy as np
from numba import njit

RATE = 1.05


@njit
def compound(principal, years):
    # A literal expression: folded by Python.
    yearly = (1.0 + 0.05) ** 10
    # The same power of a variable: Numba's multiplications.
    growth = RATE ** years
    return principal * yearly, principal * growth


@njit
def sphere_volumes(radii):
    out = np.empty_like(radii)
    for i in range(radii.shape[0]):
        out[i] = 4.0 / 3.0 * np.pi * radii[i] ** 3
    return out


@njit
def constants():
    return ((-0.2) + 12345.678) ** 3, 12345.478 ** 3, -(2.5 ** 11), (1.5 ** -7), 7.25 ** 0


x = 12345.478
print(compound(1000.0, 10))
print(constants())
print(x ** 3, ((-0.2) + 12345.678) ** 3)
print(sphere_volumes(np.array([1.0, 2.5, 12345.478])))
