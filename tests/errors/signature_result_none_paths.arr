# A function with a result type in its signature must return a value on
# every path: falling off its end (or a bare return) returns None, which
# does not convert (Numba: "No conversion from none to int64"); this was an
# internal error. A void signature returns None on purpose.
from numba import njit, int64, float64, void


@njit(int64(int64, int64))
def gcd(a, b):
    while b != 0:
        a, b = b, a % b
        return a


@njit("float64(float64)")
def forgot(x):
    x + 1.0


@njit(void(float64[:]))
def fill(a):
    a[0] = 1.0
    return


print(gcd(12, 8), forgot(1.0))
# ERROR 9:1: 'gcd' can reach the end of its body and return None, which does not convert to int64
# ERROR 16:1: 'forgot' returns none, which does not convert to float64
