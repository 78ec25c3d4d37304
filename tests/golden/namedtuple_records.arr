# Named tuples as records: every way to define a class (a list of names, a
# string of names with spaces or commas, defaults=, collections.namedtuple,
# typing.NamedTuple with defaults), construction by position and keyword,
# fields, indexing, unpacking, comparisons, hashing, printing, _replace and
# _fields, in host code and passed through @njit functions.
import collections
from collections import namedtuple
from typing import NamedTuple

from numba import njit

Point = namedtuple("Point", ["x", "y"])
Point3 = collections.namedtuple("Point3", "x y z")
Pair = namedtuple("Pair", "left, right")
Run = namedtuple("Run", "n, dt, name", defaults=[0.01, "run"])
Segment = namedtuple("Segment", ["start", "end", "label"])


class Config(NamedTuple):
    """Simulation settings."""
    steps: int
    dt: float = 0.5
    name: str = "default"


@njit
def total_time(cfg):
    t = 0.0
    for i in range(cfg.steps):
        t += cfg.dt
    return t


@njit
def length(s):
    return ((s.end.x - s.start.x) ** 2 + (s.end.y - s.start.y) ** 2) ** 0.5


@njit
def unique(points):
    seen = set()
    for p in points:
        seen.add(p)
    return len(seen)


@njit
def swap(p):
    return Point(y=p.x, x=p.y)


def moved(p, dx):
    return p._replace(x=p.x + dx)


p = Point(1, 2)
q = Point(1.5, y=2.5)
print(p, q, Point3(1, 2, 3), Pair("a", "b"))
print(p.x, p[1], p[-1], len(p), p[::-1])
x, y = q
print(x, y)
for v in p:
    print(v)
print(2 in p, 7 in p, p == (1, 2), p == Point(1, 2), p != q)
print(Point(2, 0) > Point(1, 9), Point(1, 2) <= Point(1, 2), Point(1, 2) < Point(1, 3))
print(sorted([Point(2, 1), Point(1, 5), Point(1, 2)]))
print(swap(p), swap(q))

print(Run(10), Run(10).dt, Run(5, name="fast"))
cfg = Config(4)
print(cfg, total_time(cfg), total_time(Config(3, dt=0.25)))
print(Config(steps=2, name="fast"), cfg.name, cfg[1])
print(cfg._fields, p._fields, len(cfg))

print(p._replace(y=5), p)
print(moved(p, 3), moved(q, 1))
row = q._asdict()
print(row, row["y"], p._asdict())
for k, v in Point(7, 8)._asdict().items():
    print(k, v)

s = Segment(Point(0.0, 0.0), Point(3.0, 4.0), "diagonal")
print(s)
print(length(s), s.label, s.end.y)

print(unique([Point(1, 2), Point(2, 1), Point(1, 2)]))
print(hash(Point(1, 2)) == hash((1, 2)))
names = {Point(0, 0): "origin", Point(1, 0): "east"}
for k in names:
    print(k, names[k])
print(Point(0, 0) in names, Point(5, 5) in names)

print(f"{p!r} {p.x:>4} {str(q)}")
print("%s" % (p,))
print(Point(x="a", y=[1, 2]), Point("it's", 'q"'))

# Rows unpacked into records with *.
rows = [(1, 2, 3), (4, 5, 6)]
print([Point3(*r) for r in rows], Point3(0, *rows[1][1:]))
