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


@njit
def as_dict(p):
    return p._asdict()


def make(n):
    Local = namedtuple("Local", "a b")
    return Local(n, n)


p = Point(1, 2)
a = Point(1)
# ERROR 33:5: TypeError: Point.__new__() missing 1 required positional argument: 'y'
b = Point()
# ERROR 35:5: TypeError: Point.__new__() missing 2 required positional arguments: 'x' and 'y'
c = Point(1, 2, 3)
# ERROR 37:5: TypeError: Point.__new__() takes 3 positional arguments but 4 were given
d = Run(1, 2, 3)
# ERROR 39:5: TypeError: Run.__new__() takes from 2 to 3 positional arguments but 4 were given
e = Point(1, 2, z=3)
# ERROR 41:17: TypeError: Point.__new__() got an unexpected keyword argument 'z'
f = Point(1, x=3)
# ERROR 43:14: TypeError: Point.__new__() got multiple values for argument 'x'
p.x = 5
# ERROR 45:1: AttributeError: can't set attribute
print(p.z)
# ERROR 47:7: AttributeError: 'Point' object has no attribute 'z'
print(p._replace(z=1))
# ERROR 49:7: ValueError: Got unexpected field names: ['z']
g = Point3()
# ERROR 51:5: TypeError: Point3.__new__() missing 3 required positional arguments: 'x', 'y', and 'z'
print(shifted(p), names(p), make(1))
# ERROR 14:12: '_replace' of a named tuple is not supported by Numba in jitted code
# ERROR 19:12: '_fields' of a named tuple is not supported by Numba in jitted code
# ERROR 28:13: arrc supports namedtuple() only at the top level
print(Run(1, 0.5)._asdict(), as_dict(p))
# ERROR 57:7: _asdict() of Run(int64, float64) is not supported by arrc
# ERROR 24:12: '_asdict' of a named tuple is not supported by Numba in jitted code
