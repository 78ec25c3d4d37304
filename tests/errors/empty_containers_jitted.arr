# Host code is Python, where an empty [] or {} that nothing stores into
# may be printed or iterated; Numba cannot type one in jitted code, and
# neither can arrc. Through calls an empty list takes the type of what
# the callee appends, except from host code into a jitted function, where
# Numba raises "ValueError: cannot compute fingerprint of empty list".
from numba import njit


@njit
def show():
    xs = []
    print(len(xs))


@njit
def table():
    d = {}
    return len(d)


@njit
def fill(out, n):
    for i in range(n):
        out.append(i)


show()
table()
acc = []
fill(acc, 3)
# ERROR 11:10: cannot infer the element type of this empty list
# ERROR 17:9: cannot infer the types of this empty dict
# ERROR 29:7: cannot infer the element type of this empty list
