# Named tuples as global constants read by @njit code (Numba freezes them),
# a typing.NamedTuple reached through `import typing` whose fields are
# named tuples, and one variable given a named tuple on two branches.
import typing
from collections import namedtuple
from numba import njit

Point = namedtuple("Point", "x y")
ORIGIN = Point(0.0, 0.0)


class Box(typing.NamedTuple):
    lo: Point
    hi: Point


@njit
def norm1(p):
    return abs(p.x - ORIGIN.x) + abs(p.y - ORIGIN.y)


@njit
def pick(flag):
    if flag:
        p = Point(1.0, 2.0)
    else:
        p = Point(3.0, 4.0)
    return p


print(norm1(Point(3.0, -4.0)))
print(pick(True), pick(False))
b = Box(Point(0, 0), Point(2, 3))
print(b, b.hi.y - b.lo.y)
print([Point(1, 2), Point(3, 4)])
print(ORIGIN)
t = (5, 6)
print(Point(t[0], y=t[1]))
