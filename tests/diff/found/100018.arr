# diff: seed 100018 (switch shortcircuit_jumps): a short-circuit condition (chained comparison, and) guarding continue in a loop that also breaks: inside another loop a variable of the outer loop becomes void in arrc (or the IR breaks); before a comprehension arrc cannot infer the list's type
# diff: found by tests/diff/difftest.py, reduced by hand
# diff: the oracle prints:
# diff:   17.0 3672
# diff:   [0, 0]
# diff: arrc:
# diff:   prog.arr:14:13: error: unsupported operand types for '+': void and float64
# diff:      14 |             acc += 1.0
# diff:         |             ^~~~~~~~~~
# diff:   prog.arr:43:7: error: cannot infer the element type of this empty list; append to it or write its elements
# diff:      43 | print([acc for c in range(2)])
# diff:         |       ^~~~~~~~~~~~~~~~~~~~~~~
from numba import njit


@njit
def scan(p, n):
    total = 0.0
    for i in range(n):
        acc = 0.5
        for j in range(7):
            if j <= p <= i:
                continue
            if i > j:
                break
            acc += 1.0
        total += acc
    return total


def scan_host(p, n):
    total = 0
    for i in range(n):
        acc = 100
        for j in range(7):
            if j <= p and p <= i:
                continue
            if j > i + 2:
                break
            acc += j
        total = total * 10 + acc % 10
    return total


print(scan(2, 4), scan_host(2, 4))

# the same in host code, without the outer loop, before a comprehension
acc = 0
flag = 0
for i in range(1):
    if 0 < i <= 0:
        continue
    if flag:
        break
print([acc for c in range(2)])
