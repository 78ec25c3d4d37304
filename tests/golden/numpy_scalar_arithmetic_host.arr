# Host code is Python with NumPy: an operator on NumPy scalars of types
# Python has no numbers of (uint8 pixels, int16 samples, float32 data)
# takes NumPy's promotion of the two types and wraps in that width, while
# the same expression in @njit code follows Numba (int8 + int8 is int64).
import numpy as np
from numba import njit

img = np.array([[12, 250, 128], [0, 255, 77]], dtype=np.uint8)
a = img[0, 1]
b = img[1, 1]
print(a + b, a - b, b - a, a * np.uint8(2))
print(a + 10, a * 2, a / b, a // np.uint8(7), a % np.uint8(7))

samples = np.array([30000, -30000, 1234], dtype=np.int16)
s0 = samples[0]
s1 = samples[1]
print(s0 + s0, s1 - s0, s0 * np.int8(2), s0 // np.int16(7), -s1 % np.int16(1000))
print(s0 & np.int16(255), s0 | np.int8(1), s0 ^ s1, s0 + True)

data = np.linspace(0.0, 1.0, 4).astype(np.float32)
d = data[1]
print(d + d, d * np.float32(3), d / np.float32(3), d * 3, d + 0.1)
print(np.int8(3) ** np.int8(4), np.int8(3) ** 2, np.uint8(200) // np.uint8(3))
print(np.int32(2 ** 30) + np.int32(2 ** 30), np.int32(7) * np.int64(3), np.uint32(5) - np.uint32(6))


@njit
def jitted(x, y):
    return x + y, x * y, x - y


print(jitted(np.int8(100), np.int8(100)), jitted(np.uint8(3), np.uint8(5)))

total = np.uint8(0)
for v in img.ravel():
    total = total + v
print(total, img.sum())
