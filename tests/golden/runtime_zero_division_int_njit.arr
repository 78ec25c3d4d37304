# Run-time error in @njit code: integer floor division by zero raises ZeroDivisionError.
from numba import njit


@njit
def mean_int(total, count):
    return total // count


@njit
def ratio(a, b):
    return a / b


print(mean_int(10, 3))
print(ratio(7, 2))
print(mean_int(5, 0))
print("not reached")
