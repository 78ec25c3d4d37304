# Run-time error in @njit code: raise KeyError("...") shows its argument
# quoted, as Python's KeyError does: KeyError: 'plutonium'.
import numpy as np
from numba import njit


@njit
def atomic_mass(symbol):
    if symbol == "H":
        return 1.008
    if symbol == "C":
        return 12.011
    if symbol == "O":
        return 15.999
    raise KeyError("unknown element")


def molar_mass(symbols, counts):
    m = 0.0
    for i in range(len(symbols)):
        m += atomic_mass(symbols[i]) * counts[i]
    return m


print(round(molar_mass(["H", "O"], np.array([2, 1])), 3))
print(round(molar_mass(["C", "O"], np.array([1, 2])), 3))
print(molar_mass(["C", "Pu"], np.array([1, 1])))
