# Run-time error in @njit code: integer modulo by zero raises ZeroDivisionError.
from numba import njit


@njit
def count_multiples(n, k):
    c = 0
    for i in range(1, n + 1):
        if i % k == 0:
            c += 1
    return c


print(count_multiples(100, 7))
print(count_multiples(10, 3))
print(count_multiples(10, 0))
print("not reached")
