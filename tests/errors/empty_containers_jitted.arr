# Host code is Python, where an empty [] or {} that nothing stores into
# may be printed or iterated; Numba cannot type one in jitted code, and
# neither can arrc. (Through calls, an empty list takes the type of what
# the callee appends, in both.)
from numba import njit


@njit
def show():
    xs = []
    print(len(xs))


@njit
def table():
    d = {}
    return len(d)


show()
table()
# ERROR 10:10: cannot infer the element type of this empty list
# ERROR 16:9: cannot infer the types of this empty dict
