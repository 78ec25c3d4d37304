# Built-ins min/max/abs/round/int/float/bool/pow/divmod/sum on ints and floats, in host and @njit code.
from numba import njit


@njit
def jit_builtins(x, y):
    return min(x, y), max(x, y), abs(x - y), round(x), round(y, 1)


@njit
def jit_round_ties():
    return round(0.5), round(1.5), round(2.5), round(-0.5), round(-1.5), round(3.7), round(-3.7)


print(min(3, 7), max(3, 7), min(2.5, -1.5), max(2.5, -1.5))
print(min(4, 2, 8, 6), max(4, 2, 8, 6), min(1.5, 0.5, 2.5))
print(abs(-7), abs(7), abs(-2.5), abs(0.0), abs(-0.0))
print(round(0.5), round(1.5), round(2.5), round(-0.5), round(-1.5), round(3.7), round(-3.7))
print(jit_round_ties())
print(round(3.14159, 2), round(2.5, 0), round(1234.5678, -2), round(-1.25, 1), round(0.125, 2))
print(int(3.9), int(-3.9), int(7), int(True), int(-0.5))
print(float(3), float(-2), float(True), float(2.5))
print(bool(0), bool(3), bool(-1), bool(0.0), bool(0.1))
print(pow(2, 10), pow(2.0, 0.5), pow(3, 3), pow(-2, 3), pow(2.5, 2))
print(divmod(17, 5), divmod(-17, 5), divmod(17, -5), divmod(7.5, 2.0), divmod(-7.5, 2.0))
print(sum(range(101)), sum(range(0, 10, 3)), sum([0.5, 0.25, 0.125]))
print(jit_builtins(3.25, 1.76))
print(jit_builtins(-4.0, 2.0))
print(round(7), round(-7))
