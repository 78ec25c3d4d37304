# A variable whose only assignments are inside a loop that reads it first
# (v //= 10 with no v before the loop) is used before it is assigned; the
# loop's phi had no type and the verifier stopped with an internal error.
# In top-level code, a host function, nested @njit loops and a kernel.
import numpy as np
from numba import cuda, int64, njit

n = 0
while v > 0:
    v //= 10
    n += 1


def total(k):
    for i in range(k):
        t = t + i
    return k


@njit
def nested(k):
    for i in range(k):
        for j in range(k):
            s += j
    return k


@cuda.jit
def reverse_digits(x, out):
    i = cuda.grid(1)
    if i < x.size:
        digits = cuda.local.array(20, int64)
        m = 0
        while w > 0:
            digits[m] = w % 10
            w //= 10
            m += 1
        out[i] = m


out = np.zeros(4, dtype=np.int64)
reverse_digits[1, 4](np.arange(4), out)
print(n, total(3), nested(2), out)
# ERROR 9:7: 'v' is used before it is assigned
# ERROR 16:13: 't' is used before it is assigned
# ERROR 24:13: 's' is used before it is assigned
# ERROR 34:15: 'w' is used before it is assigned
