# -Wprange-serial: each reason codegen/parallel.c runs a prange loop of a
# parallel=True function sequentially; -Wprange-not-parallel: prange where
# it is range. PARALLEL-LOOPS counts the loops the back end outlines for
# the thread pool, so the warning and the lowering cannot drift apart.
# FLAGS: -Wall
# PARALLEL-LOOPS: 6
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def good_sum(a):
    s = 0.0
    for i in prange(a.size):
        s += a[i]
    return s


@njit(parallel=True)
def good_max(a):
    m = a[0]
    for i in prange(a.size):
        m = max(m, a[i])
    return m


@njit(parallel=True)
def minus(a):
    s = 100.0
    for i in prange(a.size):
        s -= a[i]
    return s


@njit(parallel=True)
def conditional(a):
    c = 0
    for i in prange(a.size):
        if a[i] > 1.0:
            c += 1
    return c


@njit(parallel=True)
def skip_and_nest(m):
    total = 0.0
    for i in prange(m.shape[0]):
        if m[i, 0] < 0.0:
            continue
        for j in range(m.shape[1]):
            total += m[i, j]
    return total


@njit(parallel=True)
def reset(a):
    s = 0.0
    for i in prange(a.size):  # WARNING 58:5: 's' is carried from one iteration to the next and is not a reduction arrc can split [-Wprange-serial]
        if a[i] > 4.0:
            s = 0.0
        s += a[i]
    return s


@njit(parallel=True)
def reads(a):
    s = 0.0
    for i in prange(a.size):  # WARNING 68:5: 's' is carried from one iteration to the next and is not a reduction arrc can split [-Wprange-serial]
        if s < 3.0:
            s += a[i]
    return s


@njit(parallel=True)
def mixed(a):
    s = 1.0
    for i in prange(a.size):  # WARNING 77:5: 's' is carried from one iteration to the next and is not a reduction arrc can split [-Wprange-serial]
        if a[i] > 2.0:
            s *= a[i]
        else:
            s += a[i]
    return s


@njit(parallel=True)
def doubled(a):
    s = 1.0
    for i in prange(a.size):  # WARNING 88:5: 's' is carried from one iteration to the next and is not a reduction arrc can split [-Wprange-serial]
        s = s + s * a[i]
    return s


@njit(parallel=True)
def find(a):
    k = -1
    for i in prange(a.size):  # WARNING 96:5: prange loop runs sequentially: its body has a break [-Wprange-serial]
        if a[i] > 2.0:
            break
    return k


@njit(parallel=True)
def early(a):
    for i in prange(a.size):  # WARNING 104:5: prange loop runs sequentially: its body returns from the function [-Wprange-serial]
        if a[i] > 2.0:
            return i
    return -1


@njit(parallel=True)
def nested(m):
    out = np.zeros_like(m)
    for i in prange(m.shape[0]):
        for j in prange(m.shape[1]):  # WARNING 114:9: it is nested in another prange loop [-Wprange-serial]
            out[i, j] = m[i, j] * 2
    return out


@njit(parallel=True)
def checked(a):
    for i in prange(a.size):  # WARNING 121:5: its body can raise an exception [-Wprange-serial]
        if a[i] < 0.0:
            raise ValueError("negative")
        a[i] += 1.0


@njit
def plain(a):
    s = 0.0
    for i in prange(a.size):  # WARNING 130:5: the function is not compiled with parallel=True [-Wprange-not-parallel]
        s += a[i]
    return s


a = np.arange(6, dtype=np.float64)
t = 0
for i in prange(3):  # WARNING 137:1: prange outside a jitted function is range [-Wprange-not-parallel]
    t += i
print(good_sum(a), good_max(a), minus(a), conditional(a), find(a), early(a))
print(skip_and_nest(np.arange(12.0).reshape(4, 3) - 2.0), reset(a), reads(a), mixed(a), doubled(a))
checked(a)
print(nested(np.ones((2, 2))), plain(a), t, a)
