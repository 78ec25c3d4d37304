# Floor division and modulo with negative operands follow Python (floor) semantics for ints and floats, host and @njit.
from numba import njit


@njit
def fdm(a, b):
    return a // b, a % b


def fdm_host(a, b):
    return a // b, a % b


pairs = ((7, 2), (-7, 2), (7, -2), (-7, -2), (6, 3), (-6, 3), (0, 5), (1, 7), (-1, 7))
for a, b in pairs:
    print(a, b, fdm(a, b), fdm_host(a, b))
fpairs = ((7.5, 2.0), (-7.5, 2.0), (7.5, -2.0), (-7.5, -2.0), (6.0, 3.0), (-0.5, 1.0), (0.1, 0.03))
for a, b in fpairs:
    print(a, b, fdm(a, b), fdm_host(a, b))
print(-7 // 2, -7 % 2, 7 // -2, 7 % -2, -7.0 // 2, -7.0 % 2)
print(-9223372036854775807 // 2, 9223372036854775807 % 10)
print(fdm(-1.0, 3.0))
print(fdm(1.0, -3.0))
