from numba import njit

@njit
def f(a, s):
    return a + s, a & 1.5, -s

print(f(1, "x"))
# ERROR 5:12: unsupported operand types for '+': int64 and unicode_type
# ERROR 5:19: '&' needs integers, not int64 and float64
# ERROR 5:28: unsupported operand type for unary '-': unicode_type
