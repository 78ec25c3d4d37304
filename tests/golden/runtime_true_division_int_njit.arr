# Run-time error in @njit code: true division of two ints by zero raises ZeroDivisionError.
from numba import njit


@njit
def average(total, count):
    return total / count


print(average(10, 4))
print(average(-3, 2))
print(average(1, 0))
print("not reached")
