# Run-time error in @njit code: float modulo by zero raises ZeroDivisionError.
from numba import njit


@njit
def wrap_angle(x, period):
    return x % period


print(wrap_angle(7.5, 2.0))
print(wrap_angle(-1.0, 360.0))
print(wrap_angle(1.0, 0.0))
print("not reached")
