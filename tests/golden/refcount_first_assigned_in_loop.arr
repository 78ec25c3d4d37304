# Variables that hold arrays, lists, strings, tuples of them or optionals of
# them, first assigned inside a loop or a branch and read after it: their
# value on the path that has not assigned them yet must not be retained or
# released (it used to be an LLVM undef, which crashed at -O1 and above).
# Host code at the top level and in a plain def, and @njit code.
import numpy as np
from numba import njit


@njit
def smooth(a):
    return np.zeros_like(a) + a * 0.5


@njit
def harris(img):
    ix = smooth(img)
    s = smooth(ix * ix)
    t = smooth(ix * ix)
    return s * t


@njit
def pair(n):
    a = np.arange(n) * 1.0
    return a, a * 2.0


@njit
def last_window(a, w):
    # `win` is first assigned in the loop and returned after it.
    for i in range(len(a) - w + 1):
        win = a[i:i + w].copy()
    return win.sum()


@njit
def pick_positive(a):
    best = None
    for x in a:
        if x > 0:
            best = np.full(2, x)
    return best


@njit
def collect(n):
    for k in range(n):
        row = [k, k * k]
        label = "row"
    return row, label


def host_latest(a):
    # An array assigned only inside an `if` in a loop, then returned.
    for i in range(3):
        if i % 2 == 0:
            kept = a * i
    return kept


img = np.ones((3, 4))
for i in range(2):
    out = harris(img)
print(out.sum())

for run in range(3):
    p = [run, 1, 2]
print(len(p), sum(p))

for run in range(3):
    s = f"run{run}"
print(s, len(s))

for n in range(2, 5):
    t = pair(n)
print(t[0], t[1])

for n in range(1, 3):
    nested = (pair(n), [n, n + 1])
print(nested[0][1], nested[1])

for n in range(3):
    if n > 0:
        maybe = pick_positive(np.array([-1.0, n * 1.0]))
print(maybe)

print(last_window(np.arange(6.0), 3))
print(collect(4))
print(host_latest(np.arange(4.0)))

total = 0.0
for i in range(4):
    if i > 1:
        frame = smooth(np.full((2, 2), float(i)))
        total += frame.sum()
print(total, frame)
