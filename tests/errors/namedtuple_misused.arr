# Named tuples called or used as Python refuses them (TypeError,
# AttributeError, ValueError in its words), and what Numba lacks in @njit.
from collections import namedtuple

from numba import njit

Point = namedtuple("Point", ["x", "y"])
Run = namedtuple("Run", "n dt", defaults=[0.5])
Point3 = namedtuple("Point3", "x y z")


@njit
def shifted(p):
    return p._replace(x=0)


@njit
def names(p):
    return p._fields


def make(n):
    Local = namedtuple("Local", "a b")
    return Local(n, n)


p = Point(1, 2)
a = Point(1)
# ERROR 28:5: TypeError: Point.__new__() missing 1 required positional argument: 'y'
b = Point()
# ERROR 30:5: TypeError: Point.__new__() missing 2 required positional arguments: 'x' and 'y'
c = Point(1, 2, 3)
# ERROR 32:5: TypeError: Point.__new__() takes 3 positional arguments but 4 were given
d = Run(1, 2, 3)
# ERROR 34:5: TypeError: Run.__new__() takes from 2 to 3 positional arguments but 4 were given
e = Point(1, 2, z=3)
# ERROR 36:17: TypeError: Point.__new__() got an unexpected keyword argument 'z'
f = Point(1, x=3)
# ERROR 38:14: TypeError: Point.__new__() got multiple values for argument 'x'
p.x = 5
# ERROR 40:1: AttributeError: can't set attribute
print(p.z)
# ERROR 42:7: AttributeError: 'Point' object has no attribute 'z'
print(p._replace(z=1))
# ERROR 44:7: ValueError: Got unexpected field names: ['z']
g = Point3()
# ERROR 46:5: TypeError: Point3.__new__() missing 3 required positional arguments: 'x', 'y', and 'z'
print(shifted(p), names(p), make(1))
# ERROR 14:12: '_replace' of a named tuple is not supported by Numba in jitted code
# ERROR 19:12: '_fields' of a named tuple is not supported by Numba in jitted code
# ERROR 23:13: arrc supports namedtuple() only at the top level
