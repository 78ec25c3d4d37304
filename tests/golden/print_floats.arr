# Printing float64 values as Python's repr: shortest round-trip digits, exponents, signed zero, inf and nan.
import math

print(0.1)
print(1e-05)
print(0.0001)
print(1e+16)
print(1e16 - 1.0)
print(1e15)
print(0.1 + 0.2)
print(-0.0)
print(0.0)
print(math.inf, -math.inf, math.nan)
print(2.0, 100.0, 1.5, -2.25)
print(1.0 / 3.0, 2.0 / 3.0)
print(123456789.123)
print(1e22, 1e23, 1.7976931348623157e+308)
print(5e-324, 2.2250738585072014e-308)
print(12345678901234567.0)
print(0.000123456789)
print(3.141592653589793, math.e)
print(1e-7, 1.5e-10, 9.999999999999999e-05)
print(float(2 ** 53), float(2 ** 53 + 1))
print(-1e-05, -123.456)
print(0.1 * 3, 1.1 * 1.1)
print(100.0 / 7.0)


def scaled(x, k):
    return x * 10.0 ** k


for k in range(-6, 18, 3):
    print(k, scaled(1.25, k))
