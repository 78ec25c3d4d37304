# ~ and - of a bool in host code follow Python: ~True is -2, ~False is -1, -True is -1 (bools are ints); in @njit code Numba's ~ of a bool is logical not. Found by tests/diff.
from numba import njit


@njit
def jit_flags(on):
    return ~on, -on, on + on


def host_flags(on):
    return ~on, -on, on + on


ready = True
done = False
print(~ready, ~done, -ready, ready + ready)
print(host_flags(True), host_flags(False))
print(jit_flags(True), jit_flags(False))
masks = [~b for b in (True, False, True)]
print(masks, sum(masks))
