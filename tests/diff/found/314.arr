# diff: seed 314 (switch -): statements after a top-level raise: arrc reports that variables they use are used before they are assigned; Python never runs them (compile error where the oracle runs the program)
# diff: found by tests/diff/difftest.py, reduced by hand
# diff: the oracle prints:
# diff:   3
# diff:   Traceback (most recent call last):
# diff:     File "after_raise.arr", line 13, in <module>
# diff:       raise ValueError("stop here")
# diff:   ValueError: stop here
# diff: arrc:
# diff:   prog.arr:14:1: error: 'total' is used before it is assigned
# diff:      14 | print("never printed", total)
# diff:         | ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# diff:   1 error generated.
import numpy as np


def check(values):
    if values.sum() > 10:
        raise ValueError("too large")
    return values.sum()


data = np.arange(6)
total = check(data[:3])
print(total)
raise ValueError("stop here")
print("never printed", total)
