# Every way a function falls off its end returns None, as in Python and
# Numba (issue 17, item 6): a host function with no return used as a value,
# one that returns on some paths only (after a loop, inside a try, with a
# bare return), results of every kind (int, array, str, list, tuple, a
# method's attribute), a recursive procedure, and @njit functions (Numba
# makes the result optional). Using the None in arithmetic is Python's
# TypeError, after what was printed.
import numpy as np
from numba import njit

def nothing():
    x = 1

def find(xs, v):
    for i in range(len(xs)):
        if xs[i] == v:
            return i

def maybe_arr(n):
    if n > 0:
        return np.arange(n)

def maybe_str(s):
    if s:
        return s + "!"

def bare(n):
    if n > 0:
        return
    return

def after_try(n):
    try:
        if n > 1:
            return 10 // (n - 2)
    except ZeroDivisionError:
        print("caught")

def maybe_list(n):
    if n > 0:
        return [n] * n

@njit
def jfind(xs, v):
    for i in range(len(xs)):
        if xs[i] == v:
            return i

@njit
def jnothing(a):
    a[0] = 5

@njit
def jmaybe(x):
    if x > 0.5:
        return x * 2.0

print(nothing())
r = nothing()
print(r is None, r)
print(find([3, 4, 5], 4), find([3, 4, 5], 9))
v = find([1, 2], 2)
if v is not None:
    print(v + 1)
print(maybe_arr(3), maybe_arr(0))
print(maybe_str("a"), maybe_str(""))
print(bare(1), bare(0))
print(after_try(2), after_try(3), after_try(0))
print(maybe_list(2), maybe_list(0))
a = np.zeros(3)
print(jfind(np.array([1, 2, 3]), 3), jfind(np.array([1, 2, 3]), 7))
print(jnothing(a), a)
print(jmaybe(0.75), jmaybe(0.25))
class Box:
    def __init__(self, v):
        self.v = v

    def get_if(self, flag):
        if flag:
            return self.v

def pair(n):
    if n > 0:
        return n, n * 2

def walk(n):
    if n > 0:
        print("walk", n)
        walk(n - 1)

@njit
def jarr(n):
    if n > 0:
        return np.ones(n)

@njit
def jwalk(n):
    if n > 0:
        jwalk(n - 1)

b = Box(7)
print(b.get_if(True), b.get_if(False))
print(pair(2), pair(0))
print(walk(2))
print(jarr(2), jarr(0))
print(jwalk(3))
print("before the TypeError")
print(find([1], 9) + 1)
