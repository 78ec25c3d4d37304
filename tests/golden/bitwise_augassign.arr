# Bitwise operators on ints (& | ^ ~ << >>, negative >>) and every augmented assignment operator, host and @njit.
from numba import njit


@njit
def bits(a, b):
    return a & b, a | b, a ^ b, ~a, a << 3, a >> 2, -a >> 1


@njit
def aug_int(x):
    x += 5
    x -= 2
    x *= 3
    x //= 4
    x %= 7
    x **= 3
    x <<= 2
    x >>= 1
    x &= 0xFF
    x |= 0x100
    x ^= 0x0F
    return x


@njit
def popcount(n):
    c = 0
    while n:
        c += n & 1
        n >>= 1
    return c


print(bits(12, 10))
print(bits(-7, 3))
print(12 & 10, 12 | 10, 12 ^ 10, ~12, 1 << 40, -16 >> 2, 255 >> 4)
print(aug_int(10), aug_int(-3))
x = 10
x += 5
x -= 2
x *= 3
x //= 4
x %= 7
x **= 3
x <<= 2
x >>= 1
x &= 0xFF
x |= 0x100
x ^= 0x0F
print(x)
f = 1.5
f += 0.25
f *= 4.0
f /= 3.0
f -= 1.0
f **= 2
f //= 0.5
f %= 1.25
print(f)
print(popcount(255), popcount(1023), popcount(0), popcount(0x5555))
