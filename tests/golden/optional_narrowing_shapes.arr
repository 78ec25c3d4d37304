# Optional values as Numba narrows them: `out=None` defaults filled in, None
# tests in every branch shape (early return, else, raise, assert, while,
# conditional expressions, `or`), and the unification of int, float and None
# across branches.
import numpy as np
from numba import njit


@njit
def scaled(x, factor=2.0, out=None):
    if out is None:
        out = np.empty_like(x)
    for i in range(x.shape[0]):
        out[i] = x[i] * factor
    return out


def normalized(x, out=None, total=None):
    if out is None:
        out = np.empty_like(x)
    if total is not None:
        out[:] = x / total
    else:
        out[:] = x / x.sum()
    return out


@njit
def find(a, v):
    for i in range(a.shape[0]):
        if a[i] == v:
            return i
    return None


@njit
def index_or_minus_one(a, v):
    i = find(a, v)
    if i is None:
        return -1
    return i * 10


@njit
def index_or_raise(a, v):
    i = find(a, v)
    if i is None:
        raise ValueError("value not found")
    return i + 1


@njit
def index_asserted(a, v):
    i = find(a, v)
    assert i is not None
    return i * 2


@njit
def positive_index(a, v):
    i = find(a, v)
    if i is not None and i > 0:
        return i
    return -5


@njit
def index_else(a, v):
    i = find(a, v)
    if i is None:
        r = 0
    else:
        r = i + 100
    return r


@njit
def while_found(a, v):
    i = find(a, v)
    while i is not None:
        return i + 1000
    return 0


@njit
def with_default(a, v):
    i = find(a, v)
    j = i if i is not None else -1
    return j


@njit
def tolerance_count(a, tol=None):
    if tol is None:
        tol = 1e-3
    n = 0
    for x in a:
        if x > tol:
            n += 1
    return n


@njit
def best_square(n):
    best = None
    for k in range(n):
        if best is None or k * k > best:
            best = k * k
    return best


@njit
def int_or_float(flag):
    if flag:
        v = 1
    else:
        v = 2.5
    return v


@njit
def maybe_seven(flag):
    v = None
    if flag:
        v = 7
    return v


a = np.array([1.0, 3.0, 5.0])
print(scaled(a), scaled(a, 0.5))
buf = np.zeros(3)
scaled(a, 3.0, buf)
print(buf)
print(normalized(a), normalized(a, total=2.0))
print(index_or_minus_one(a, 5.0), index_or_minus_one(a, 4.0))
print(index_or_raise(a, 3.0), index_asserted(a, 5.0))
print(positive_index(a, 3.0), positive_index(a, 1.0), positive_index(a, 8.0))
print(index_else(a, 1.0), index_else(a, 2.0), while_found(a, 5.0), while_found(a, 0.0))
print(with_default(a, 3.0), with_default(a, 7.0))
print(tolerance_count(a), tolerance_count(a, 2.0), tolerance_count(a, tol=4))
print(best_square(5), best_square(0))
print(int_or_float(True), int_or_float(False), maybe_seven(True), maybe_seven(False))
print(index_or_raise(a, 2.0))
