# Python's math module raises where a float function has no value: a
# ValueError "math domain error" (sqrt of a negative number, log of 0, a
# pole of gamma), an OverflowError "math range error" (exp of a large
# number); jitted code returns nan and inf, as Numba's does. The integer
# functions check their arguments with their own messages.
import math
from numba import njit


@njit
def jitted(x):
    return math.sqrt(x), math.log(x + 1.0), math.exp(-1000.0 * x)


def safe(f, x):
    if x < 0.0:
        return -1.0
    return f(x)


print(jitted(-1.0))
print(safe(math.sqrt, 4.0), safe(math.sqrt, -4.0), math.sqrt(-0.0), math.log1p(-0.5))
print(math.gcd(0, 0), math.gcd(0, -5), math.lcm(0, 5), math.factorial(0), math.comb(0, 0), math.perm(0))
print(math.gamma(5.0), math.lgamma(1.0), math.atanh(0.5), math.fmod(-7.0, 2.0))
values = [4.0, 1.0, 0.25, 0.0]
for v in values:
    print(v, math.log(v) if v > 0.0 else -math.inf)
print(math.log(values[3]))
