# diff: seed 211 (reduction) (switch host_bool_invert): ~ of a bool in host code: Python gives the int -2 or -1 (~True == -2); arrc gives False/True, Numba's logical not of jitted code (found while reducing seed 211)
# diff: found by tests/diff/difftest.py, reduced by hand
# diff: the oracle prints:
# diff:   -2 -1 (-2, -1, 2) (-1, 0, 0)
# diff: arrc:
# diff:   False True (False, -1, 2) (True, 0, 0)
def flags(on):
    return ~on, -on, on + on


ready = True
print(~ready, ~False, flags(True), flags(False))
