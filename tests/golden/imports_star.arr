# from math import * (and from os.path import *) binds the module's names,
# as in scientific scripts; a later from-import picks single names.
from math import *
from cmath import phase
from os.path import *


def area(r):
    return pi * r ** 2


print(sqrt(2.0), floor(2.5), area(1.0), gcd(12, 8), isclose(0.1 + 0.2, 0.3), inf, phase(-1))
print(join("a", "b"), splitext("x.txt"), exists("/"))
