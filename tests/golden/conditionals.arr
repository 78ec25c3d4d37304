# if/elif/else, conditional expressions, chained comparisons, and/or/not with short-circuit evaluation.
from numba import njit


def noisy(v, label):
    print("evaluated", label)
    return v


@njit
def classify(x):
    if x < 0:
        return -1
    elif x == 0:
        return 0
    elif 0 < x <= 10:
        return 1
    else:
        return 2


@njit
def sign_text_code(x):
    return 1 if x > 0 else (0 if x == 0 else -1)


@njit
def in_box(x, y):
    return 0 <= x < 10 and 0 <= y < 10


for v in (-5, 0, 3, 10, 11):
    print(v, classify(v), sign_text_code(v))
print(in_box(3, 4), in_box(3, 10), in_box(-1, 5))
print(noisy(False, "a") and noisy(True, "b"))
print(noisy(True, "c") or noisy(False, "d"))
print(noisy(True, "e") and noisy(0 > 1, "f"))
print(not 0, not 5, not 0.0)
a = 5
b = "big" if a > 3 else "small"
print(b)
print(1 < 2 < 3, 3 > 2 > 2, 1 == 1.0 != 2, 1 < 2 > 1)
if a:
    print("truthy int")
if 0.0:
    print("never")
else:
    print("falsy float")
n = 0
if n == 0 and 10 // (n + 1) == 10:
    print("short-circuit safe")
