# try statements inside @njit as Numba 0.56 allows them: bare except and
# except Exception, else and finally; exceptions raised in jitted code
# and in functions it calls.
import numpy as np
from numba import njit


@njit
def checked_sqrt(x):
    if x < 0:
        raise ValueError("negative input")
    return np.sqrt(x)


@njit
def robust_sum(xs):
    total = 0.0
    failures = 0
    for x in xs:
        try:
            total += checked_sqrt(x)
        except Exception:
            failures += 1
    return total, failures


@njit
def bucket(a, i):
    state = 0
    try:
        if i >= a.shape[0]:
            raise IndexError("bucket out of range")
        state = a[i]
    except:
        state = -1
    else:
        state += 100
    finally:
        state += 1000
    return state


@njit
def first_failure(xs):
    for k in range(xs.shape[0]):
        try:
            checked_sqrt(xs[k])
        except Exception:
            return k
    return -1


xs = np.array([4.0, -1.0, 9.0, -16.0, 25.0])
print(robust_sum(xs))
a = np.arange(5)
print(bucket(a, 2), bucket(a, 7))
print(first_failure(xs), first_failure(np.ones(3)))
