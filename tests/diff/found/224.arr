# diff: seed 224 (switch same_arm_ifexp): a conditional expression whose two arms are the same variable, inside a loop: arrc stops with an internal error (IR broken); as a list element it says it cannot infer the list's type
# diff: found by tests/diff/difftest.py, reduced by hand
# diff: the oracle prints:
# diff:   1 0
# diff: arrc:
# diff:   prog.arr: error: internal error: IR of 'pick' is broken: b1 lists b7 as a predecessor, but b7 does not jump to it
# diff:   prog.arr: error: internal error: IR of 'pick' is broken: block b7 is empty: it has no terminator
# diff:   2 errors generated.
from numba import njit


@njit
def pick(a, b):
    s = 0
    for i in range(3):
        s = a if b else a
    return s


total = 0
flag = 0
for k in (0, 1):
    total = total if flag else total
print(pick(1, 0), total)
