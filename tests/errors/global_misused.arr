# `global` in host code needs the variable assigned at the top level (its
# one type), keeps that type, and is not in jitted code.
from numba import njit

counter = 0
names = [1, 2]


@njit
def bump():
    global counter
    counter += 1


def grow():
    global names
    names = [3]


def to_float():
    global counter
    counter = 0.5


@njit
def peek():
    return counter


def undeclared():
    global never_assigned
    never_assigned = 1


bump()
grow()
to_float()
print(peek())
undeclared()
# ERROR 11:5: 'global' declarations are only supported in host code: Numba freezes the globals of a jitted function when it compiles it
# ERROR 31:12: arrc needs 'never_assigned' assigned at the top level of the program before functions declare it global (its type comes from that value)
# ERROR 12:5: jitted function 'bump' reads the global variable 'counter', which host code changes: Numba freezes globals when it compiles a function; pass 'counter' as an argument
# ERROR 22:5: the global variable 'counter' holds int64 (its value at the top level); arrc keeps one type per global variable, and this assigns float64
# ERROR 27:12: jitted function 'peek' reads the global variable 'counter', which host code changes: Numba freezes globals when it compiles a function; pass 'counter' as an argument
