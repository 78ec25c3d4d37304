# Where a number comes from decides whether type() shows Python's class
# or NumPy's: jitted functions return Python numbers, host functions what
# their return statements give, loops keep the kind they start with.
import numpy as np
from numba import njit


@njit
def doubled(x):
    print("in @njit:", type(x))
    return x * 2


@njit
def total(a):
    return a.sum()


def first(a):
    return a[0]


def count(a):
    return len(a)


def scaled(a, k):
    return a[k] * k


a = np.arange(4)
print(type(doubled(3)), type(doubled(2.5)), type(total(a)), type(doubled(True)))
print(type(first(a)), type(count(a)), type(scaled(a, 2)))
print(type(np.float32(1.0) * 2), type(a[0] * 1.5), type(-a[1]), type(a[2] // 2), type(abs(a[3])))
i = 0
while i < 3:
    i += 1
print(type(i), type(i > 1), type(not a[0]), type(a[0] == 0))
y = a[1] + 0
for k in range(2):
    y = y + k
print(type(y), type(k))
z = 0.0
for v in a:
    z = float(v) + z
print(type(z), type(v))
for j, w in enumerate(np.linspace(0.0, 1.0, 3)):
    pass
print(type(j), type(w))
for p, q in zip(a, [1, 2, 3]):
    pass
print(type(p), type(q))
c = 1 + 2j
print(type(c), type(c.real), type(np.complex64(c)), type(c * a[1]))
