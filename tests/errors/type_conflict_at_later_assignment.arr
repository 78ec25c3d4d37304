# A variable (or a function's result) given two types that do not unify is
# reported at the assignment (or return) that comes later in the program,
# with a note at the earlier one, whatever order the paths meet in: an `if`
# without `else`, a return inside a loop, an elif chain in host code, and
# the branches of a conditional expression.
from numba import njit

@njit
def refine(c):
    x = 1
    if c:
        x = (1, 2)
    return x

@njit
def first_big(n):
    for i in range(n):
        if i > 2:
            return i
    return (0, 0)

def describe(c):
    if c:
        z = 1
    elif c is None:
        z = 2.0
    else:
        z = "a"
    return z

@njit
def pick(c):
    return 1 if c else (1, 2)

print(refine(True), first_big(4), describe(True), pick(True))
# ERROR 12:13: 'x' is UniTuple(int64 x 2) here but int64 elsewhere; a variable has one type
# ERROR 20:5: 'first_big' returns UniTuple(int64 x 2) here but int64 elsewhere
# ERROR 28:13: 'z' is unicode_type here but float64 elsewhere; a variable has one type
# ERROR 33:24: this value is UniTuple(int64 x 2) but the other branch is int64
