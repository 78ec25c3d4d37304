# Mixing ints and floats: true division always gives a float, int ** int, float ** int, promotion in @njit arithmetic.
from numba import njit


@njit
def mix(i, f):
    return i + f, i * f, i / 2, i // 2, f // 2, i - f


@njit
def int_power(b, e):
    return b ** e


@njit
def float_power(b, e):
    return b ** e


@njit
def accumulate(n):
    total = 0
    for i in range(n):
        total += i
    avg = total / n
    return total, avg


print(7 / 2, 8 / 2, 1 / 3, -7 / 2, 0 / 5)
print(7 + 0.5, 7 * 2.0, 3 - 0.5, 2 * 3, 10 - 4)
print(mix(7, 2.5))
print(mix(-7, -2.5))
print(int_power(2, 10), int_power(3, 0), int_power(-3, 3), int_power(10, 18))
print(int_power(2, -1), int_power(1, -5))
print(float_power(2.0, 10), float_power(2.0, -2), float_power(0.5, 3))
print(2 ** 10, 2.0 ** -2, 9 ** 0.5, 2 ** 0.5)
print(accumulate(10))
print(1 + 2 * 3 - 4 / 2, (1 + 2) * 3, 2 ** 3 ** 2, -2 ** 2)
x = 5
x /= 2
print(x)
y = 7
y //= 2
print(y)
print(10 * 0.1, 3 * 0.1, 0.1 * 3)
