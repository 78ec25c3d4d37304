# diff: seed 224 (switch same_arm_ifexp): a conditional expression whose two arms are the same variable, or v and v, inside a loop: arrc stops with an internal error (IR broken); as a list element it says it cannot infer the list's type
# diff: found by tests/diff/difftest.py, reduced by hand
# diff: the oracle prints:
# diff:   1 0 [5, 5, 5, 5]
# diff:   3 [True, True]
# diff: arrc:
# diff:   prog.arr:16:11: error: cannot infer the element type of this empty list; append to it or write its elements
# diff:      16 |     acc = []
# diff:         |           ^~
# diff:   prog.arr:26:1: error: cannot infer a type for this call
# diff:      26 | print(pick(1, 0), total, collect(5))
# diff:         | ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# A conditional expression whose two arms are the same variable (`a if flag else a`, left after editing a program), and `v and v`, inside loops, in host and @njit code, and as the element of a list built in a loop. Found by tests/diff.
import numpy as np
from numba import njit


@njit
def pick(a, flag):
    s = 0
    for i in range(3):
        s = a if flag else a
    return s


@njit
def collect(p):
    acc = []
    for i in range(4):
        acc.append(p if p != i else p)
    return acc


total = 0
flag = 0
for k in (0, 1):
    total = total if flag else total
print(pick(1, 0), total, collect(5))
ready = True
steps = 0
for i in range(3):
    steps = steps + (1 if ready and ready else 2)
print(steps, [ready or ready for c in range(2)])
