# The integer functions of math take integers (Python 3.11 refuses floats);
# Numba's math.gcd takes exactly two arguments and Numba has no base for
# math.log in jitted code; lcm, factorial and isclose are host code only.
import math
from numba import njit


@njit
def jitted(a, x):
    return math.gcd(a, a, a) + math.log(x, 2.0) + math.factorial(a)


print(jitted(3, 2.0))
print(math.factorial(5.0), math.comb(5, 2.5), math.gcd(1, "2"))
print(math.isclose(1.0, "1"), math.ldexp(1.0, 2.0))
# ERROR 10:12: math.gcd() takes 2 arguments in jitted code (Numba), 3 given
# ERROR 10:32: math.log() with a base is not supported by Numba in jitted code
# ERROR 10:51: 'math.factorial' is only available in host code
# ERROR 14:22: 'float' object cannot be interpreted as an integer
# ERROR 14:41: 'float' object cannot be interpreted as an integer
# ERROR 14:59: 'str' object cannot be interpreted as an integer
# ERROR 15:25: must be real number, not str
# ERROR 15:47: 'float' object cannot be interpreted as an integer
