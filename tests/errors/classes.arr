# Errors with classes: a jitclass field missing from its spec, an unknown
# attribute of a jitclass and of a plain class, a plain class used in
# @njit code or passed to it, printing an instance without __str__ or
# __repr__ (alone or in a list), an operator or item access the class
# does not define.
from numba import njit, int64
from numba.experimental import jitclass


@jitclass([('a', int64)])
class Spec:
    def __init__(self):
        self.a = 1
        self.b = 2

    def get(self):
        return self.zz


class Plain:
    def __init__(self, x):
        self.x = x


@njit
def make(n):
    return Plain(n).x


@njit
def read(p):
    return p.x


s = Spec()
print(s.get())
p = Plain(3)
print(p.y)
print(make(2), read(p))
print(p)
print(p + p)
print([p]); p[0]
print(f"{p:>5}")
# ERROR 14:9: Cannot resolve setattr
# ERROR 17:16: Unknown attribute 'zz' of type instance.jitclass.Spec
# ERROR 27:12: Cannot determine Numba type of <class 'type'>
# ERROR 38:7: 'Plain' object has no attribute 'y'
# ERROR 39:21: non-precise type pyobject
# ERROR 40:7: printing an instance of 'Plain' shows its address
# ERROR 41:7: '+' is not supported between 'Plain' and 'Plain'
# ERROR 42:7: printing list(instance(Plain)) is not supported by arrc
# ERROR 42:13: 'Plain' object is not subscriptable
# ERROR 43:9: unsupported format string passed to Plain.__format__
