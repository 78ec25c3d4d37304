# chr() in @njit: Numba's ValueError message (its range is written
# 0x10ffff, Python's 0x110000).
from numba import njit


@njit
def shift(text, k):
    out = ""
    for ch in text:
        out += chr(ord(ch) + k)
    return out


print(shift("HAL", 1))
print(shift("abc", -98))
