# Run-time error in @njit code: raise OverflowError("...") from a helper
# called by another jitted function names OverflowError.
from numba import njit


@njit
def checked_mul(a, b):
    limit = 9223372036854775807
    if a != 0 and abs(b) > limit // abs(a):
        raise OverflowError("factorial does not fit in int64")
    return a * b


@njit
def factorial(n):
    r = 1
    for k in range(2, n + 1):
        r = checked_mul(r, k)
    return r


for n in (5, 10, 20):
    print(n, factorial(n))
print(factorial(21))
