# ~ of a bool: in plain Python a bool is an int, so ~True is -2 and ~False
# is -1; NumPy's np.bool_ (an element of a boolean mask, np.any, a
# comparison of NumPy scalars) inverts logically, and so does Numba in
# @njit code.
import numpy as np
from numba import njit


@njit
def flip(flags):
    out = np.empty_like(flags)
    for i in range(flags.size):
        out[i] = ~flags[i]
    return out


@njit
def negate(ok):
    return ~ok


def tally(votes):
    score = 0
    for v in votes:
        score += ~v
    return score


visible = np.array([True, False, True, True])
print(flip(visible), ~visible)
print(negate(True), negate(False))
print(tally([True, False, True]), tally([False]))
enabled = True
print(~enabled, -enabled, ~enabled & 0xFF)
print(~visible[1], ~np.any(visible), ~(visible.sum() > 3), ~np.bool_(True))
pixel = np.uint8(200)
print(~(pixel > 100), ~(200 > 100))
