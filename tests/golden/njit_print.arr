# print() inside @njit code: ints, float64, bools, None, strings, tuples, complex, 1-D and 2-D arrays, empty print().
import numpy as np
from numba import njit


@njit
def show(n):
    print("n =", n)
    print(n * 0.1, n / 3, -0.0, 1e-05, 1e16)
    print(n > 2, n == 0, None)
    print((n, n + 1), (1.5, 2))
    print(complex(n, -1.0))
    a = np.arange(n)
    print(a)
    print(a.shape, a.dtype)
    m = np.zeros((2, 3))
    m[1, 2] = n
    print(m)
    print()
    print("done", n)


@njit
def progress(k):
    for i in range(k):
        print("step", i, "of", k)
    return k * 2


show(3)
show(0)
print(progress(3))
