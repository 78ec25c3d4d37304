# Bitwise, shift, comparison and logical ufuncs, gcd and lcm, in host code
# and in @njit code, on every integer dtype and on booleans.
import numpy as np
from numba import njit


@njit
def jit_bits(a, b, s):
    return (np.bitwise_and(a, b), np.bitwise_or(a, b), np.bitwise_xor(a, b), np.invert(a),
            np.left_shift(a, s), np.right_shift(a, s), np.gcd(a, b), np.lcm(a, b))


def host_bits(a, b, s):
    return (np.bitwise_and(a, b), np.bitwise_or(a, b), np.bitwise_xor(a, b), np.invert(a),
            np.left_shift(a, s), np.right_shift(a, s), np.gcd(a, b), np.lcm(a, b))


@njit
def jit_cmp(a, b):
    return (np.greater(a, b), np.greater_equal(a, b), np.less(a, b), np.less_equal(a, b),
            np.equal(a, b), np.not_equal(a, b), np.logical_and(a, b), np.logical_or(a, b),
            np.logical_xor(a, b), np.logical_not(a))


def host_cmp(a, b):
    return (np.greater(a, b), np.greater_equal(a, b), np.less(a, b), np.less_equal(a, b),
            np.equal(a, b), np.not_equal(a, b), np.logical_and(a, b), np.logical_or(a, b),
            np.logical_xor(a, b), np.logical_not(a))


def show_bits(label, r):
    print(label, r[0].dtype)
    print("  ", r[0], r[1], r[2], r[3])
    print("  ", r[4], r[5], r[6], r[7])


def show_cmp(label, r):
    print(label)
    print("  ", r[0], r[1], r[2], r[3], r[4])
    print("  ", r[5], r[6], r[7], r[8], r[9])


a = np.array([12, -7, 0, 255, 36, -1])
b = np.array([18, 21, 5, 15, -8, 3])
shifts = np.array([1, 2, 0, 3, 1, 2])
for dt in (np.int64, np.int32, np.int16, np.int8):
    s = shifts.astype(dt)
    show_bits("host", host_bits(a.astype(dt), b.astype(dt), s))
    show_bits("jit", jit_bits(a.astype(dt), b.astype(dt), s))
for dt in (np.uint8, np.uint16, np.uint32, np.uint64):
    ua = np.abs(a).astype(dt)
    ub = np.abs(b).astype(dt)
    s = shifts.astype(dt)
    show_bits("host", host_bits(ua, ub, s))
    show_bits("jit", jit_bits(ua, ub, s))

f = np.array([1.5, np.nan, 0.0, -2.0, np.inf])
g = np.array([1.5, 1.0, -0.0, np.nan, 1e308])
show_cmp("host float", host_cmp(f, g))
show_cmp("jit float", jit_cmp(f, g))
show_cmp("host int", host_cmp(a, b))
show_cmp("jit int", jit_cmp(a, b))
t = np.array([True, False, True, False])
u = np.array([True, True, False, False])
show_cmp("host bool", host_cmp(t, u))
show_cmp("jit bool", jit_cmp(t, u))
print(np.bitwise_and(t, u), np.bitwise_or(t, u), np.bitwise_xor(t, u), np.invert(t), np.bitwise_not(u))

# Mixed: an int array against a float, a uint8 image against a constant.
img = np.array([[0, 100], [200, 255]], np.uint8)
print(np.greater(img, 150), np.less(a, 2.5), np.equal(img, 255), np.right_shift(img, 4), np.left_shift(img, 1))
print(np.bitwise_and(img, 0x0F), np.bitwise_or(img, 1).dtype, np.invert(img))

# A gcd/lcm table, as number-theory exercises print them.
n = np.arange(1, 7)
print(np.gcd(n[:, np.newaxis], n))
print(np.lcm(n[:, np.newaxis], n))
print(np.gcd(0, 0), np.gcd(-12, 18), np.lcm(4, -6), np.gcd(np.int64(2 ** 40), 2 ** 20), np.lcm(0, 5))
print(np.gcd.__name__ if False else "gcd", jit_bits(np.array([60]), np.array([48]), np.array([1]))[6:])

# Bit manipulation: population count and parity with shifts and masks.


@njit
def popcount(x):
    count = np.zeros_like(x)
    for _ in range(64):
        count += np.bitwise_and(x, 1)
        x = np.right_shift(x, 1)
    return count


def parity(x):
    p = np.zeros_like(x)
    for k in range(16):
        p = np.bitwise_xor(p, np.bitwise_and(np.right_shift(x, k), 1))
    return p


words = np.array([0, 1, 7, 255, 1023, 0x5555, 65535])
print(popcount(words), parity(words), popcount(np.zeros(0, np.int64)), parity(np.array([3])))

# Numbers.
print(np.left_shift(1, 10), np.right_shift(-16, 2), np.bitwise_xor(12, 10), np.invert(0), np.invert(True))
print(np.greater(3, 2.5), np.equal(1, 1.0), np.logical_and(2, 0.0), np.logical_xor(True, 1), np.logical_not(0.0))


@njit
def jit_numbers(x, y):
    return np.left_shift(x, y), np.gcd(x, y), np.lcm(x, y), np.less(x, y), np.logical_or(x, y)


print(jit_numbers(12, 3), jit_numbers(0, 0))
