# Classes with operator methods (__add__, __sub__, __mul__ and __rmul__,
# __neg__, __eq__, __lt__; __len__, __getitem__, __setitem__,
# __contains__), in host code and as a @jitclass used from
# @njit code; a property with a setter; a linked list whose next field
# is None or another node.
import numpy as np
from numba import njit, float64, float32, int32
from numba.experimental import jitclass


class Vector2:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, other):
        return Vector2(self.x + other.x, self.y + other.y)

    def __sub__(self, other):
        return Vector2(self.x - other.x, self.y - other.y)

    def __mul__(self, k):
        return Vector2(self.x * k, self.y * k)

    def __rmul__(self, k):
        return Vector2(self.x * k, self.y * k)

    def __neg__(self):
        return Vector2(-self.x, -self.y)

    def __eq__(self, other):
        return self.x == other.x and self.y == other.y

    def __lt__(self, other):
        return self.length() < other.length()

    def length(self):
        return (self.x * self.x + self.y * self.y) ** 0.5

    def __repr__(self):
        return f"Vector2({self.x}, {self.y})"


class Temperature:
    def __init__(self, celsius):
        self._celsius = celsius

    @property
    def fahrenheit(self):
        return self._celsius * 9.0 / 5.0 + 32.0

    @fahrenheit.setter
    def fahrenheit(self, f):
        self._celsius = (f - 32.0) * 5.0 / 9.0

    @property
    def celsius(self):
        return self._celsius


class Node:
    def __init__(self, value):
        self.value = value
        self.next = None


@jitclass([('re', float64), ('im', float64)])
class Cplx:
    def __init__(self, re, im):
        self.re = re
        self.im = im

    def __add__(self, o):
        return Cplx(self.re + o.re, self.im + o.im)

    def __mul__(self, o):
        return Cplx(self.re * o.re - self.im * o.im, self.re * o.im + self.im * o.re)

    def __eq__(self, o):
        return self.re == o.re and self.im == o.im

    def abs2(self):
        return self.re * self.re + self.im * self.im


@jitclass([('count', int32), ('ratio', float32)])
class Counter:
    def __init__(self):
        self.count = 0
        self.ratio = 0.1

    def bump(self, by):
        self.count += by
        return self.count


@njit
def mandel_steps(c, limit):
    z = Cplx(0.0, 0.0)
    for k in range(limit):
        z = z * z + c
        if z.abs2() > 4.0:
            return k
    return limit


a = Vector2(3.0, 4.0)
b = Vector2(1.0, -2.0)
print(a + b, a - b, a * 2, 0.5 * a, -b)
print(a == Vector2(3.0, 4.0), a == b, b < a, a < b)
v = a
v += b
print(v, a, a.length())

t = Temperature(100.0)
print(t.fahrenheit, t.celsius)
t.fahrenheit = 212.0 - 180.0
print(t.celsius, t.fahrenheit)

head = Node(1)
head.next = Node(2)
head.next.next = Node(3)
total = 0
node = head
while node is not None:
    total += node.value
    node = node.next
print("list sum:", total)

print(mandel_steps(Cplx(0.25, 0.5), 50), mandel_steps(Cplx(-1.0, 0.0), 50), mandel_steps(Cplx(0.5, 0.5), 50))
s = Cplx(1.0, 2.0) + Cplx(0.5, -1.0)
print(s.re, s.im, s == Cplx(1.5, 1.0))

c = Counter()
print(c.bump(3), c.bump(2.9), c.count)
c.count = 7.99
print(c.count, c.ratio)
c.ratio = 1.0 / 3.0
print(c.ratio)



class Grid:
    def __init__(self, n):
        self.n = n
        self.cells = np.zeros(n)

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        return self.cells[i]

    def __setitem__(self, i, v):
        self.cells[i] = v

    def __contains__(self, v):
        for k in range(self.n):
            if self.cells[k] == v:
                return True
        return False


g = Grid(5)
g[2] = 7.5
g[4] += 1.0
print(len(g), g[2], g[4], 7.5 in g, 3.0 in g, 3.0 not in g, g.cells)
