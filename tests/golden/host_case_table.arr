# A table of test cases, iterated in host code: rows of different shapes
# (each row's tuple has its own types), a for-else, break and continue,
# and a @njit function checked against the expected values.
import numpy as np
from numba import njit


@njit
def clamp(x, lo, hi):
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x


CASES = (
    ("below", -5, 0, 10, 0),
    ("inside", 3.5, 0.0, 10.0, 3.5),
    ("above", 42, 0, 10, 10),
    ("edge", np.float32(10.0), np.float32(0), np.float32(10), np.float32(10)),
)

passed = 0
for name, x, lo, hi, want in CASES:
    got = clamp(x, lo, hi)
    ok = got == want
    passed += ok
    print(f"{name:<8} clamp({x}, {lo}, {hi}) = {got} {'ok' if ok else 'FAIL'}")
print(passed, "of", len(CASES), "passed")

# Rows with different element types in a list display.
for row in [(1, "one"), (2.0, "two"), ("three", 3)]:
    first, second = row
    print(first, second)

# break, continue and else in an unrolled loop.
for v in (1, "skip", 2.5, "stop", 99):
    if v == "skip":
        continue
    if v == "stop":
        print("stopped")
        break
    print("value", v)
else:
    print("never printed")

for v in (1, 2.5):
    print("value", v)
else:
    print("loop ended without break; v is", v)


def check_all(*cases):
    failures = 0
    for label, arr, expected in cases:
        s = arr.sum()
        if s != expected:
            failures += 1
            print("mismatch", label, s, expected)
    return failures


TABLE = (("ints", np.arange(4), 6), ("floats", np.ones(3), 3.0), ("bad", np.zeros(2), 1.0))
print(check_all(*TABLE), "failure")
print(check_all(), "failures in no cases")
