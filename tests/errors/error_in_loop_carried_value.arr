# A value that is wrong inside a loop and carried around it (the loop's phi
# sees the error on its back edge) is reported once, at the statement that
# is wrong, in host code and in @njit code, for `for` and `while` loops.
from numba import njit
import numpy as np

@njit
def shifted(n):
    acc = 1.5
    for i in range(n):
        acc <<= i
    return acc

@njit
def concatenated(n):
    s = 0
    k = 0
    while k < n:
        s = s + "x"
        k += 1
    return s

t = 0.0
L = [1, 2]
for x in L:
    t <<= x
print(t)
a = np.zeros(3)
i = 0
while i < 3:
    a = a.nosuch
    i += 1
print(shifted(3), concatenated(2), a)
# ERROR 11:9: '<<' needs integers, not float64 and int64
# ERROR 19:13: unsupported operand types for '+': int64 and unicode_type
# ERROR 26:5: '<<' needs integers, not float64 and int64
# ERROR 31:9: has no attribute 'nosuch'
